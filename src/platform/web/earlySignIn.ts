/**
 * A sign-in sent by the page's drawn form before the console's code had loaded
 * (src/entries/web/prepaint/earlySignIn.ts): the call leaves at the press, beside the console's
 * code, instead of once that code has loaded and run. The console's own sign-in takes its answer
 * over through {@link fetchAdoptingEarly}: the very request it would send (same address, same body)
 * is answered by the one already sent, once, and goes through the same transport (no redirect
 * followed, the timeout, a body cut short, the envelope, the token kept only by the gateway).
 * Nothing is sent twice: the server has used the verification code up with the first.
 */
export interface EarlySignIn {
  /** The address it was sent to: the API base and the sign-in path. */
  url: string;
  /** The body as sent (the JSON of the password sign-in's payload). */
  body: string;
  reply: Promise<Response>;
  /** Aborts the call, its body included. */
  abort(): void;
}

let early: EarlySignIn | null = null;

/** Keeps the sign-in the page sent (called by the page's entry). */
export function keepEarlySignIn(signIn: EarlySignIn): void {
  // Never an unhandled rejection for an answer nobody came to read; the console reads its own copy.
  signIn.reply.catch(() => undefined);
  early = signIn;
}

/** Whether a sign-in the page sent waits for the console to read its answer. */
export function earlySignInKept(): boolean {
  return early !== null;
}

/**
 * `fetch`, except that the request the page's drawn form already sent (POST, same address, same
 * body) is answered by that one, once. Aborting the console's request (its timeout) aborts it.
 */
export function fetchAdoptingEarly(send: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return (input, init) => {
    const kept = early;
    if (
      kept &&
      init?.method?.toUpperCase() === 'POST' &&
      typeof input === 'string' &&
      input === kept.url &&
      init.body === kept.body
    ) {
      early = null;
      const signal = init.signal;
      if (signal?.aborted) kept.abort();
      else signal?.addEventListener('abort', () => kept.abort(), { once: true });
      return kept.reply;
    }
    return send(input, init);
  };
}

/**
 * Aborts and forgets `signIn` if it is still the one kept, its answer not taken over; answers
 * whether it was (the drawing it came from left the page without a live form to read it).
 */
export function dropEarlySignIn(signIn: EarlySignIn): boolean {
  if (early !== signIn) return false;
  early = null;
  signIn.abort();
  return true;
}

/** Forgets a kept sign-in without reading it (a page's tests start from none). */
export function forgetEarlySignIn(): void {
  early = null;
}
