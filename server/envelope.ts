/**
 * The response envelope of the platform's back end and its error codes.
 *
 * Every answer is `{ code, data?, msg }`. `code` is the number 0 on success, a string
 * code (`A0400`, `B0001`, ...) on a business error, and the number 500 with the text
 * `token无效` when the session token is unknown or expired (the platform's historical
 * quirk, which the console relies on).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { translateServerMessage, type CatalogueLanguage } from '../src/contract/serverMessages.ts';

export const Codes = {
  SUCCESS: 0,
  TOKEN_INVALID: 500,
  SYSTEM_ERROR: 'B0001',
  BAD_REQUEST: 'A0400',
  NOT_FOUND: 'A0404',
  BAD_CREDENTIALS: 'A0210',
  WRONG_OLD_PASSWORD: 'A0211',
  PASSWORD_CHANGE_REQUIRED: 'A0212',
  TOKEN_EXPIRED: 'A0230',
  WRONG_CAPTCHA: 'A0240',
  WRONG_SMS_CODE: 'A0241',
  TOO_FREQUENT: 'A0250',
  FORBIDDEN: 'A0301',
} as const;

export const Messages = {
  SUCCESS: 'success',
  TOKEN_INVALID: 'token无效',
  TOKEN_EXPIRED: 'token已过期',
  SYSTEM_ERROR: '系统出错',
  NOT_FOUND: '接口不存在',
  MALFORMED_JSON: '请求体不是合法的 JSON',
  BODY_TOO_LARGE: '请求体过大，不能超过 64 KiB',
  BAD_CREDENTIALS: '用户名或密码错误',
  WRONG_OLD_PASSWORD: '原密码错误',
  PASSWORD_CHANGE_REQUIRED: '请先修改初始密码',
  SMS_SIGN_IN_NEEDS_PASSWORD: '请先使用密码登录并修改初始密码',
  WRONG_CAPTCHA: '验证码错误',
  WRONG_SMS_CODE: '短信验证码错误或已过期',
  TOO_FREQUENT: '请求过于频繁，请稍后再试',
  FORBIDDEN: '没有权限',
} as const;

export type Code = string | number;

export interface Envelope {
  code: Code;
  data?: unknown;
  msg?: string;
}

/**
 * A business or protocol error raised anywhere in a handler; the application's error
 * handler turns it into an envelope with the given HTTP status (200 unless stated).
 */
export class ApiError extends Error {
  readonly code: Code;
  readonly status: ContentfulStatusCode;

  constructor(code: Code, msg: string, status: ContentfulStatusCode = 200) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const badRequest = (msg: string): ApiError => new ApiError(Codes.BAD_REQUEST, msg);

export const tokenInvalid = (): ApiError => new ApiError(Codes.TOKEN_INVALID, Messages.TOKEN_INVALID);

export function ok(c: Context, data: unknown = null): Response {
  return c.json({ code: Codes.SUCCESS, data, msg: Messages.SUCCESS });
}

/**
 * The language a request asks for: English when the most preferred language of its
 * `Accept-Language` is English, Chinese (the platform's own) otherwise.
 */
export function requestLanguage(acceptLanguage: string | undefined): CatalogueLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.tag ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}

/**
 * A message in the language the request asks for (the message catalogue of
 * src/contract/serverMessages.ts). 'token无效' stays as it is in every language: consoles
 * recognise the expired session by it.
 */
export function localise(c: Context, msg: string): string {
  if (msg === Messages.TOKEN_INVALID) return msg;
  const language = requestLanguage(c.req.header('Accept-Language'));
  return language === 'en' ? translateServerMessage(msg, 'en') : msg;
}

export function fail(c: Context, code: Code, msg: string | undefined, status: ContentfulStatusCode = 200): Response {
  const body: Envelope = msg === undefined ? { code } : { code, msg: localise(c, msg) };
  return c.json(body, status);
}
