/**
 * A verification-code image asked for by the page before the console's code has run (the web
 * page's drawn sign-in form: src/entries/web/prepaint/earlyCaptcha.ts), so that it loads beside the
 * console's code instead of after it. The live sign-in form takes it over: same uuid, same image,
 * nothing asked twice. Kept in this module, which the page's entry and the sign-in screen share.
 */
export interface EarlyCaptcha {
  uuid: string;
  /** The image as a `data:` URL; null when it could not be had (the live form then asks again). */
  image: Promise<string | null>;
  /** The image once it has come, so the live form can show it from its first render. */
  settled?: string | null;
}

let early: EarlyCaptcha | null = null;

/** Keeps the captcha the page asked for (called once, by the page's entry). */
export function keepEarlyCaptcha(captcha: EarlyCaptcha): void {
  early = captcha;
  captcha.image.then(
    (image) => void (captcha.settled = image),
    () => void (captcha.settled = null),
  );
}

/** The captcha the page asked for, while no live form has used it up. */
export function earlyCaptcha(): EarlyCaptcha | null {
  return early;
}

/** Forgets it: a live form has used it (signed in, asked for a new one, or gone). */
export function forgetEarlyCaptcha(): void {
  early = null;
}
