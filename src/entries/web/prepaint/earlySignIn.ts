import { LOGIN_PATH } from '../../../contract/paths.ts';
import { apiAddress } from '../../../contract/apiAddress.ts';
import { JSON_CONTENT_TYPE, PUBLIC_PATHS } from '../../../contract/constants.ts';
import { PREPAINT_FOCUS, PREPAINT_PRESSED, REPLAY, controlKey } from '../../../core/kernel/prepaint.ts';
import { earlyCaptcha, forgetEarlyCaptcha } from '../../../core/kernel/earlyCaptcha.ts';
import { splitHash } from '../../../core/routes/hashPath.ts';
import { passwordSignIn, validateLogin } from '../../../features/login/validation.ts';
import { dropEarlySignIn, earlySignInKept, keepEarlySignIn } from '../../../platform/web/earlySignIn.ts';

/**
 * How long a sign-in sent by the drawing waits, once the drawing has left the page, for the live
 * form to take its answer over (it does in the moment it replaces the drawing). Past it, the screen
 * shown is another (a link followed on the drawing, a session from another tab, a start that
 * failed): the call is aborted and forgotten, with the code it used up.
 */
export const HANDOVER_MS = 5000;

/** The drawn sign-in button says what the live one says while it signs in (its text kept on it at build time). */
export const BUSY_LABEL = 'data-busy-label';

/**
 * Sign in pressed on the drawn form sends the sign-in at once, beside the console's code, when the
 * form passes SPEC 5's checks and its code image was asked for here: on a slow connection the
 * answer is on its way, or back, by the time the console has loaded. The press is still kept for
 * the live form (core/kernel/prepaint.ts), which carries it out once it has taken over: its request
 * is this very one, so it is answered by the one sent (platform/web/earlySignIn.ts) and reports
 * the outcome as it would its own: the dashboard, or the message, with a new code. Not sent, and
 * left to the live form: a form with a message to show, one where a sign-in method was chosen on
 * the drawing, one whose address is no longer the sign-in screen's, and any press after the one
 * sent. Sent, the drawing takes no more input and its button says it is signing in.
 */
export function signInEarly(drawn: Element, apiBase: string, send: typeof fetch = fetch): void {
  const form = drawn.querySelector('form');
  if (!form) return;
  form.addEventListener('submit', () => {
    if (drawn.hasAttribute('inert') || earlySignInKept() || methodChosen(drawn)) return;
    // A link followed on the drawing (Forgot password) leads away from the sign-in screen.
    if (splitHash(drawn.ownerDocument.location.hash).path === PUBLIC_PATHS.password) return;
    const captcha = earlyCaptcha();
    const value = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? '';
    const fields = {
      userName: value('login-userName'),
      password: value('login-password'),
      captcha: value('login-captcha'),
    };
    if (!captcha || Object.keys(validateLogin(fields)).length > 0) return;
    const url = apiAddress(apiBase, LOGIN_PATH);
    const body = JSON.stringify(passwordSignIn(fields, captcha.uuid));
    const controller = new AbortController();
    const kept = {
      url,
      body,
      // As the console's transport sends it: never following a redirect (a 307 would send the password on).
      reply: send(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': JSON_CONTENT_TYPE },
        redirect: 'manual',
        signal: controller.signal,
      }),
      abort: () => controller.abort(),
    };
    keepEarlySignIn(kept);
    showBusy(drawn, form);
    forgetWhenLeftAlone(drawn, () => {
      if (dropEarlySignIn(kept) && earlyCaptcha()?.uuid === captcha.uuid) forgetEarlyCaptcha();
    });
  });
}

/** Calls `drop` {@link HANDOVER_MS} after the drawing has left the page. */
function forgetWhenLeftAlone(drawn: Element, drop: () => void): void {
  const watch = new MutationObserver(() => {
    if (drawn.isConnected) return;
    watch.disconnect();
    setTimeout(drop, HANDOVER_MS);
  });
  watch.observe(drawn.ownerDocument, { childList: true, subtree: true });
}

/** Whether a sign-in method was chosen on the drawing: the live form then shows that one, and signs in only when asked there. */
function methodChosen(drawn: Element): boolean {
  const pressed = drawn.getAttribute(PREPAINT_PRESSED) ?? '';
  return [...drawn.querySelectorAll(`button[${REPLAY}="choice"]`)].some((tab) =>
    pressed.includes(JSON.stringify(controlKey(tab))),
  );
}

/** The drawing from now on: no more input, its button disabled and saying it is signing in. */
function showBusy(drawn: Element, form: HTMLFormElement): void {
  // Inert, the drawing loses the focus: where it was is noted for the live form (core/kernel/prepaint.ts).
  const focused = drawn.ownerDocument.activeElement;
  if (focused?.id && drawn.contains(focused)) drawn.setAttribute(PREPAINT_FOCUS, focused.id);
  drawn.setAttribute('inert', '');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  button.disabled = true;
  button.classList.add('p-disabled');
  button.setAttribute('aria-busy', 'true');
  const label = button.getAttribute(BUSY_LABEL);
  const text = button.querySelector('.p-button-label');
  if (!label) return;
  button.setAttribute('aria-label', label);
  if (text) text.textContent = label;
}
