import { expect } from '@playwright/test';
import { base64Pieces } from '../../../src/contract/secrets.ts';
/**
 * The attacks on the token's custody that both browsers' suites make from an extension page
 * (docs/security.md "Extension"): one list, so Chrome and Firefox are held to the same
 * promise.
 */

/** The sign-in path spelled every way a server may route it, and the SMS sign-in: `api.request` refuses each. */
export const SESSION_PATH_SPELLINGS = [
  '/api/sys/login',
  '/api/sys//login',
  '/api/sys/login/',
  '/API/sys/LOGIN',
  '/api/sys/%6Cogin',
  '/api/sys/x/../login',
  '/api/sys/login;x=1',
  '/api/sys/loginBySms',
];

/** The answer to a refused `api.request`. */
export const REFUSED = { ok: false, kind: 'setup' };

/** A relayed request to a sign-in path, with valid credentials and a valid captcha answer. */
export function signInAroundTheWorker(
  url: string,
  account: { userName: string; password: string; mobile: string },
  captcha: { uuid: string; code: string },
) {
  return {
    type: 'api.request',
    request: {
      method: 'POST',
      url,
      data: {
        userName: account.userName,
        password: account.password,
        uuid: captcha.uuid,
        captcha: captcha.code,
        mobile: account.mobile,
        smsCode: '000000',
      },
    },
  };
}

/** A server answer that echoes the token in every way a reply can carry it. */
export function echoingReply(path: string, token: string) {
  return {
    mode: 'custom' as const,
    path,
    status: 200,
    body: { code: 0, data: { token, Token: token, echo: `the token is ${token}` }, msg: token },
  };
}

/** What the page gets instead: the token's fields and its text redacted. */
export const ECHO_RELAYED = {
  ok: true,
  body: {
    code: 0,
    data: { token: '[redacted]', Token: '[redacted]', echo: 'the token is [redacted]' },
    msg: '[redacted]',
  },
};

/**
 * Any path asked as an image (it would come back base64-encoded, past a search for the token's text):
 * refused before anything is sent; only the captcha is an image, and it goes without the token.
 */
export const IMAGE_OF_ANOTHER_PATH = {
  type: 'api.request',
  request: { method: 'GET', url: '/api/sys/menu/nav', responseType: 'image' },
};

/** A relayed call whose answer is a redirect to `location`: the worker does not follow it. */
export const LIST_CALL = { type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/list' } };
export const REDIRECT_REFUSED = { ok: false, kind: 'redirect' };

/** Asking the worker for the token by name: it answers nothing. */
export const ASK_FOR_TOKEN = { type: 'session.getToken' };

/**
 * The last word of a custody attack: the recorder saw the session's replies, token storage events
 * and broadcasts (so it was listening), and none of them, nor anything the page can read by itself,
 * holds any token the server issued.
 */
export function expectNoTokenReachedThePage(seen: string[], readable: string, tokens: string[]): void {
  expect(
    seen.some((line) => line.startsWith('reply') && line.includes('menuList')),
    'the recorder saw the replies',
  ).toBe(true);
  expect(
    seen.some((line) => line.startsWith('storage.') && line.includes('admin-token')),
    'the recorder saw the token storage events',
  ).toBe(true);
  expect(
    seen.some((line) => line.startsWith('message') && line.includes('session.changed')),
    'the recorder saw the broadcasts',
  ).toBe(true);
  expect(readable).toContain('not extractable');
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) {
    // As written, and base64-encoded at any alignment (an image or an encoded echo).
    for (const form of [token, ...base64Pieces(token)]) {
      for (const line of seen) expect(line.includes(form), `received: ${line.slice(0, 200)}`).toBe(false);
      expect(readable.includes(form), 'readable from the page').toBe(false);
    }
  }
}
