/** Business constants and limits of SPEC.md section 9, kept in one place. */

/** Browser storage key of the session token (SPEC 4, 9). */
export const TOKEN_KEY = 'admin-token';
/** Request timeout in milliseconds (SPEC 7, 9). */
export const REQUEST_TIMEOUT_MS = 50000;
/**
 * How long ending a session waits for its sign-out at the host that issued the token (a host change,
 * a sign-in over a session): best effort, the session is forgotten all the same.
 */
export const REVOKE_TIMEOUT_MS = 3000;
/** Minimum password length (SPEC 5, 9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Value of `type` in the SMS code request (SPEC 3, 9). */
export const SMS_CODE_TYPE = 1;
/** Seconds before another SMS code can be requested. */
export const SMS_RESEND_SECONDS = 60;
/** Default content type of requests (SPEC 7). */
export const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';
/** Name of the request header carrying the session token (SPEC 7). */
export const TOKEN_HEADER = 'Token';

/** Result codes of the response envelope (SPEC 8). */
export const RESULT_CODES = {
  SUCCESS: '0',
  ERROR: 'B0001',
  TOKEN_INVALID: 'A0230',
  /** Answered by the platform for a wrong verification code at sign-in. */
  CAPTCHA_WRONG: 'A0240',
} as const;
/** The literal message with which the server reports an invalid token under code 500 (SPEC 8). */
export const TOKEN_INVALID_MESSAGE = 'token无效';

/** Languages (SPEC 3, 9). */
export const LANGUAGES = ['zh-cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';
/** Each language's name in itself: what a person looks for to switch to it, whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-cn': '简体中文', en: 'English' };

/** Public paths reachable without a session (SPEC 6, 9): the one place that names them. */
export const PUBLIC_PATHS = { login: '/login', password: '/password' } as const;

/** `/redirect/{path}` passes through to `{path}` (SPEC 2, a hidden public route). */
export const REDIRECT_PREFIX = '/redirect/';

export function isPublicPath(path: string): boolean {
  return path === PUBLIC_PATHS.login || path === PUBLIC_PATHS.password;
}

/** Toast and notification placement and lifetime (SPEC 9). */
export const TOAST = { lifeMs: 3000, position: 'top-center' } as const;
export const NOTIFICATION = { lifeMs: 4500, position: 'top-right' } as const;
export const BADGE_MAX = 99;

/** Theme colour default (SPEC 3, 9). */
export const DEFAULT_THEME_COLOR = '#4080FF';

/** Watermark geometry (SPEC 9). */
export const WATERMARK = { zIndex: 9999, gap: [100, 100] as const, rotate: -22 } as const;

/** Navigation progress bar (SPEC 9). */
export const PROGRESS = { speedMs: 500, trickleSpeedMs: 200, minimum: 0.3, showSpinner: false } as const;

/** The internal package version (SPEC 1). */
export const APP_VERSION = '0.1.0';

/** How many calls the request log keeps (the last ones): SPEC 9. */
export const REQUEST_LOG_SIZE = 200;
