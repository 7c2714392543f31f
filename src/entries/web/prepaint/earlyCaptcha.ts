import { CAPTCHA_PATH } from '../../../contract/paths.ts';
import { apiAddress } from '../../../contract/apiAddress.ts';
import { toDataUrl } from '../../../contract/dataUrl.ts';
import { uuidV4 } from '../../../core/api/uuid.ts';
import { earlyCaptcha, keepEarlyCaptcha } from '../../../core/kernel/earlyCaptcha.ts';

/** How long the page waits for the image before leaving it to the console's code. */
const EARLY_TIMEOUT_MS = 15_000;

/** The drawn form's code image: the button a person presses for a new one (SPEC 3). */
const IMAGE_SLOT = '.captcha-row__image';

/**
 * Asks for the verification code's image as soon as the sign-in form is drawn, beside the console's
 * code (which would otherwise ask only once it has loaded and run: on a slow connection the image
 * came last of everything on the page), and draws it into the drawn form when it comes. As the
 * console's own call does: without the token, never following a redirect, and only an image is
 * taken. Pressing the drawn image asks for a new one with a new uuid, as the live form's does
 * (SPEC 3): a press there before the console's code has run is not lost. The console's sign-in form
 * takes over the last one asked for (core/kernel/earlyCaptcha.ts).
 */
export function askCaptchaEarly(drawn: Element, apiBase: string, fetchImpl: typeof fetch = fetch): void {
  const slot = drawn.querySelector(IMAGE_SLOT);
  // What the slot shows while an image is on its way (the drawing's own "loading" text), kept to
  // be shown again when the image it gave way to is pressed.
  const waiting = slot ? [...slot.childNodes] : [];
  const ask = () => {
    const uuid = uuidV4();
    const url = `${apiAddress(apiBase, CAPTCHA_PATH)}?uuid=${encodeURIComponent(uuid)}`;
    const image = fetchImpl(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(EARLY_TIMEOUT_MS),
      credentials: 'omit',
    })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || response.type === 'opaqueredirect' || !/^image\//i.test(type)) return null;
        // As the live form shows it, and what the page's policy lets an image be.
        return toDataUrl(await response.arrayBuffer(), type);
      })
      .catch(() => null);
    const captcha = { uuid, image };
    keepEarlyCaptcha(captcha);
    void image.then((source) => {
      // Only the last one asked for is drawn: an earlier answer arriving late is not shown.
      if (!source || !slot || !drawn.isConnected || earlyCaptcha() !== captcha) return;
      const img = drawn.ownerDocument.createElement('img');
      img.src = source;
      img.alt = slot.getAttribute('aria-label') ?? '';
      slot.replaceChildren(img);
    });
  };
  ask();
  slot?.addEventListener('click', () => {
    // Not once the live form has read the drawing (it is inert from then on) or it has gone.
    if (!drawn.isConnected || drawn.hasAttribute('inert')) return;
    slot.replaceChildren(...waiting);
    ask();
  });
}
