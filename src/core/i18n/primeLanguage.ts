import type { Language } from '../../contract/constants.ts';

/**
 * The language PrimeReact's own texts should follow, kept without loading PrimeReact: the sign-in
 * screen does not use it. The signed-in console's code connects PrimeReact when it loads
 * (`primeLocale.ts`), which then follows every change.
 */
let shown: Language = 'en';
let follower: ((language: Language) => void) | null = null;

export function showPrimeLanguage(language: Language): void {
  shown = language;
  follower?.(language);
}

export function followPrimeLanguage(apply: (language: Language) => void): void {
  follower = apply;
  apply(shown);
}
