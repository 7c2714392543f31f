import { browserEnvironment, prepaintSignIn } from './prepaint.ts';
import { askCaptchaEarly } from './earlyCaptcha.ts';
import { signInEarly } from './earlySignIn.ts';
import { PREPAINT_ID } from '../../../core/kernel/prepaint.ts';

// Imported first by the web entry, so it runs before the rest of the console's code is evaluated.
// Whatever goes wrong here (storage refused, no templates in a development page), the console
// simply draws its first screen itself, as it would without this.
try {
  // Drawn: its verification code is asked for at once, beside the console's code, and Sign in
  // pressed on it sends the sign-in at once.
  if (prepaintSignIn(browserEnvironment())) {
    const drawn = document.getElementById(PREPAINT_ID)!;
    const apiBase = import.meta.env.VITE_API_BASE ?? '';
    askCaptchaEarly(drawn, apiBase);
    signInEarly(drawn, apiBase);
  }
} catch {
  // nothing drawn
}
