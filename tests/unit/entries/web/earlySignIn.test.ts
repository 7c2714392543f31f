// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_MS, signInEarly } from '../../../../src/entries/web/prepaint/earlySignIn.ts';
import { earlySignInKept, fetchAdoptingEarly, forgetEarlySignIn } from '../../../../src/platform/web/earlySignIn.ts';
import { earlyCaptcha, forgetEarlyCaptcha, keepEarlyCaptcha } from '../../../../src/core/kernel/earlyCaptcha.ts';
import { keepPresses, PREPAINT_ID, PREPAINT_PRESSED, readPrepaint } from '../../../../src/core/kernel/prepaint.ts';
import { HttpGateway } from '../../../../src/platform/http/httpGateway.ts';
import { memoryTokens } from '../../support/memoryTokens.ts';

/**
 * Issue 52, "sign in before the app has loaded": Sign in pressed on the web page's drawn form sends
 * the sign-in at once (src/entries/web/prepaint/earlySignIn.ts), and the console's own sign-in,
 * carrying the kept press out, is answered by that call (src/platform/web/earlySignIn.ts): one call.
 */

const HOST = 'https://api.example';
const UUID = '2f1c6a0e-5b7d-4c1e-9a3f-0d8e7b6c5a41';

function drawing(values: { userName?: string; password?: string; captcha?: string } = {}): HTMLElement {
  document.body.innerHTML = `<div id="${PREPAINT_ID}"><form aria-labelledby="login-heading">
    <input id="login-userName" value="${values.userName ?? ' 13800000000 '}">
    <input id="login-password" type="password" value="${values.password ?? 'secret12'}">
    <input id="login-captcha" value="${values.captcha ?? ' ab12 '}">
    <button type="button" data-replay="choice" id="tab-sms">SMS</button>
    <button type="button" data-replay="toggle" aria-label="Dark theme">☾</button>
    <button type="submit" aria-label="Sign in" data-busy-label="Signing in…"><span class="p-button-label">Sign in</span></button>
  </form></div>`;
  const drawn = document.getElementById(PREPAINT_ID)!;
  keepPresses(drawn);
  return drawn;
}

const press = (drawn: Element) => drawn.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();

function answering(body: unknown = { code: 0, data: { token: 'tok-1234567890abcdef' } }) {
  return vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  forgetEarlyCaptcha();
  forgetEarlySignIn();
  document.body.innerHTML = '';
  location.hash = '';
});

describe('issue 52: Sign in pressed on the drawn web form sends the sign-in at once', () => {
  it('sends the password sign-in (SPEC 3 payload, trimmed as the live form trims it) once, never following a redirect, and shows the drawing busy', () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve('data:image/gif;base64,R0') });
    const send = answering();
    const drawn = drawing();
    signInEarly(drawn, `${HOST}/`, send);
    press(drawn);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe(`${HOST}/api/sys/login`);
    expect(init).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(JSON.parse(String(init!.body))).toEqual({
      userName: '13800000000',
      password: 'secret12',
      uuid: UUID,
      captcha: 'ab12',
    });
    expect(earlySignInKept()).toBe(true);
    const button = drawn.querySelector('button[type="submit"]')!;
    expect(button.getAttribute('aria-label')).toBe('Signing in…');
    expect(button.textContent).toBe('Signing in…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(drawn.hasAttribute('inert')).toBe(true);
    // The press is still kept for the live form, which carries it out with this call's answer.
    expect(drawn.hasAttribute('data-submitted')).toBe(true);
    drawn.querySelector('form')!.requestSubmit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a form with a message to show (SPEC 5), without a code image asked here, or with another sign-in method chosen', () => {
    const send = answering();
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    for (const values of [{ userName: '  ' }, { password: '' }, { password: '12345' }, { captcha: ' ' }]) {
      const drawn = drawing(values);
      signInEarly(drawn, HOST, send);
      press(drawn);
      expect(drawn.hasAttribute('inert')).toBe(false);
    }
    const chosen = drawing();
    chosen.querySelector<HTMLButtonElement>('#tab-sms')!.click();
    signInEarly(chosen, HOST, send);
    press(chosen);
    forgetEarlyCaptcha();
    const noCode = drawing();
    signInEarly(noCode, HOST, send);
    press(noCode);
    expect(send).not.toHaveBeenCalled();
    expect(earlySignInKept()).toBe(false);
  });

  it('a theme chosen on the drawing does not keep it from sending', () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    const send = answering();
    const drawn = drawing();
    drawn.querySelector<HTMLButtonElement>('button[aria-label="Dark theme"]')!.click();
    expect(drawn.getAttribute(PREPAINT_PRESSED)).toContain('Dark theme');
    signInEarly(drawn, HOST, send);
    press(drawn);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('issue 52: the call the drawn form sent is the live form’s, or nobody’s', () => {
  it('one call: a second press is not sent, whether the drawing is still inert or a call is kept', () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    const send = answering();
    const drawn = drawing();
    signInEarly(drawn, HOST, send);
    press(drawn);
    drawn.removeAttribute('inert');
    drawn.querySelector('form')!.requestSubmit();
    expect(send).toHaveBeenCalledTimes(1);
    forgetEarlySignIn();
    drawn.setAttribute('inert', '');
    drawn.querySelector('form')!.requestSubmit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing once a link on the drawing led away from the sign-in screen (Forgot password)', () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    const send = answering();
    location.hash = '#/password';
    const drawn = drawing();
    signInEarly(drawn, HOST, send);
    press(drawn);
    expect(send).not.toHaveBeenCalled();
  });

  it('the drawing gone without a live form to take the answer over: the call is aborted and forgotten, with the code it used', async () => {
    vi.useFakeTimers();
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    let signal!: AbortSignal;
    const send = vi.fn<typeof fetch>(
      (_url, init) => ((signal = init!.signal!), new Promise<Response>(() => undefined)),
    );
    const drawn = drawing();
    signInEarly(drawn, HOST, send);
    press(drawn);
    drawn.remove();
    await vi.advanceTimersByTimeAsync(HANDOVER_MS - 1);
    expect(earlySignInKept()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(earlySignInKept()).toBe(false);
    expect(signal.aborted).toBe(true);
    expect(earlyCaptcha()).toBeNull();
  });

  it('taken over in time, nothing is aborted; the field that had the focus is the one the live form gets', async () => {
    vi.useFakeTimers();
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    let signal!: AbortSignal;
    const send = vi.fn<typeof fetch>(
      async (_url, init) => ((signal = init!.signal!), new Response('{"code":0,"data":{"token":"t"}}')),
    );
    const drawn = drawing();
    signInEarly(drawn, HOST, send);
    drawn.querySelector<HTMLInputElement>('#login-captcha')!.focus();
    press(drawn);
    // What a browser does to the focus inside an inert element (jsdom leaves it).
    (document.activeElement as HTMLElement).blur();
    expect(readPrepaint(document)?.focus?.id).toBe('login-captcha');
    await fetchAdoptingEarly(answering())(`${HOST}/api/sys/login`, {
      method: 'POST',
      body: JSON.stringify(PAYLOAD),
    });
    drawn.remove();
    await vi.advanceTimersByTimeAsync(HANDOVER_MS);
    expect(signal.aborted).toBe(false);
    expect(earlyCaptcha()?.uuid).toBe(UUID);
  });
});

const PAYLOAD = { userName: '13800000000', password: 'secret12', uuid: UUID, captcha: 'ab12' };

describe('issue 52: the console’s sign-in takes over the call the drawn form sent, exactly once', () => {
  it('the same request is answered by the call already made: the token is kept, nothing is sent again', async () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    const early = answering();
    const drawn = drawing();
    signInEarly(drawn, HOST, early);
    press(drawn);
    const later = answering({ code: 500, msg: 'captcha used' });
    const tokens = memoryTokens();
    const gateway = new HttpGateway(tokens.store, { baseUrl: () => HOST, fetchImpl: fetchAdoptingEarly(later) });
    const reply = await gateway.signIn({ kind: 'password', payload: PAYLOAD }, { remember: false });
    expect(reply).toMatchObject({ ok: true, body: { code: 0 } });
    expect(tokens.held.get(HOST)).toBe('tok-1234567890abcdef');
    expect(early).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    expect(earlySignInKept()).toBe(false);
    // Taken once: the next sign-in is the console's own call.
    await gateway.signIn({ kind: 'password', payload: PAYLOAD }, { remember: false });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('another request (another body, path or method) is sent as it is, and the kept call waits for its own', async () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    const drawn = drawing();
    signInEarly(drawn, HOST, answering());
    press(drawn);
    const later = answering();
    const adopting = fetchAdoptingEarly(later);
    const body = JSON.stringify(PAYLOAD);
    await adopting(`${HOST}/api/sys/login`, { method: 'POST', body: body.replace('ab12', 'ab13') });
    await adopting(`${HOST}/api/sys/loginBySms`, { method: 'POST', body });
    await adopting(`${HOST}/api/sys/login`, { method: 'GET' });
    await adopting(new URL(`${HOST}/api/sys/login`) as unknown as string, { method: 'POST', body });
    expect(later).toHaveBeenCalledTimes(4);
    expect(earlySignInKept()).toBe(true);
    await adopting(`${HOST}/api/sys/login`, { method: 'post', body });
    expect(later).toHaveBeenCalledTimes(4);
    expect(earlySignInKept()).toBe(false);
  });

  it('the console’s timeout aborts the call it took over, and a call nobody took raises no unhandled rejection', async () => {
    keepEarlyCaptcha({ uuid: UUID, image: Promise.resolve(null) });
    let signal: AbortSignal | undefined;
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init!.signal!;
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const drawn = drawing();
    signInEarly(drawn, HOST, hanging);
    press(drawn);
    const tokens = memoryTokens();
    const gateway = new HttpGateway(tokens.store, {
      baseUrl: () => HOST,
      timeoutMs: 20,
      fetchImpl: fetchAdoptingEarly(answering()),
    });
    const reply = await gateway.signIn({ kind: 'password', payload: PAYLOAD }, { remember: false });
    expect(reply).toEqual({ ok: false, kind: 'timeout' });
    expect(signal!.aborted).toBe(true);
    expect(tokens.held.size).toBe(0);

    // Kept, then never read: its failure is nobody's error.
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    forgetEarlySignIn();
    const failing = drawing();
    signInEarly(failing, HOST, async () => Promise.reject(new TypeError('offline')));
    press(failing);
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
