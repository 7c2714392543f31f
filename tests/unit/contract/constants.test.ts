import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/contract/constants.ts';
import { DOCS_URL, REPO_URL } from '../../../src/core/config/links.ts';
import * as paths from '../../../src/contract/paths.ts';

/**
 * SPEC.md fixes these values (section 9, "Business constants and limits", and the sections named):
 * a changed token key signs every user out, a changed timeout or code type breaks the contract with
 * the platform's server. Each row quotes the SPEC's words beside the constant that implements them.
 */
const SPEC: [spec: string, actual: unknown, expected: unknown][] = [
  ['9: Token storage key: admin-token', constants.TOKEN_KEY, 'admin-token'],
  ['9: Request timeout: 50000 ms', constants.REQUEST_TIMEOUT_MS, 50000],
  ['9: Minimum password length: 6', constants.MIN_PASSWORD_LENGTH, 6],
  ['9: SMS code type: 1', constants.SMS_CODE_TYPE, 1],
  ['9: Default language: zh-cn', constants.DEFAULT_LANGUAGE, 'zh-cn'],
  ['9: supported languages: zh-cn and en', constants.LANGUAGES, ['zh-cn', 'en']],
  ['9: Theme colour: #4080FF', constants.DEFAULT_THEME_COLOR, '#4080FF'],
  [
    '9: Watermark: z-index 9999; gap 100x100; rotate -22',
    constants.WATERMARK,
    { zIndex: 9999, gap: [100, 100], rotate: -22 },
  ],
  ['9: Toast: 3000 ms, placed at top', constants.TOAST, { lifeMs: 3000, position: 'top-center' }],
  ['9: Notification: 4500 ms, top-right', constants.NOTIFICATION, { lifeMs: 4500, position: 'top-right' }],
  ['9: Badge maximum: 99', constants.BADGE_MAX, 99],
  [
    '9: Progress bar: speed 500 ms, trickle speed 200 ms, minimum 0.3, no spinner',
    constants.PROGRESS,
    { speedMs: 500, trickleSpeedMs: 200, minimum: 0.3, showSpinner: false },
  ],
  ['9: Public paths: /login and /password', constants.PUBLIC_PATHS, { login: '/login', password: '/password' }],
  ['7: Content-Type application/json;charset=utf-8', constants.JSON_CONTENT_TYPE, 'application/json;charset=utf-8'],
  ['7: the token travels in the request header Token', constants.TOKEN_HEADER, 'Token'],
  [
    '8: Codes: SUCCESS 0, ERROR B0001, TOKEN_INVALID A0230',
    { ...constants.RESULT_CODES },
    { SUCCESS: '0', ERROR: 'B0001', TOKEN_INVALID: 'A0230', CAPTCHA_WRONG: 'A0240' },
  ],
  ["8: Code 500 with message 'token无效'", constants.TOKEN_INVALID_MESSAGE, 'token无效'],
  ['2: /redirect/{path} passes through to {path}', constants.REDIRECT_PREFIX, '/redirect/'],
  ['1: internal package version 0.1.0', constants.APP_VERSION, '0.1.0'],
];

describe('SPEC constants (SPEC 1, 2, 7, 8, 9)', () => {
  it.each(SPEC)('SPEC %s', (_, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });

  it('SPEC 7: the paths of the calls', () => {
    expect({ ...paths }).toStrictEqual({
      LOGIN_PATH: '/api/sys/login',
      LOGOUT_PATH: '/api/sys/exit',
      CAPTCHA_PATH: '/api/getCaptchaCode',
      SMS_CODE_PATH: '/api/sys/getSmsCode',
      RESET_PASSWORD_PATH: '/api/sys/alterPasswordBySms',
      CHANGE_PASSWORD_PATH: '/api/sys/user/changePs',
      NAV_PATH: '/api/sys/menu/nav',
      MENU_LIST_PATH: '/api/sys/menu/list',
      MENU_PATH: '/api/sys/menu',
      // Not in SPEC.md: the reference server's SMS sign-in (server/README.md).
      SMS_LOGIN_PATH: '/api/sys/loginBySms',
    });
  });

  it('each language is named in itself', () => {
    expect(constants.LANGUAGE_NAMES).toStrictEqual({ 'zh-cn': '简体中文', en: 'English' });
  });

  it.each([
    ['/login', true],
    ['/password', true],
    ['/login/', false],
    ['/Login', false],
    ['/dashboard', false],
    ['', false],
    ['/redirect/login', false],
  ])('SPEC 6: isPublicPath(%j) is %s (only /login and /password need no session)', (path, expected) => {
    expect(constants.isPublicPath(path)).toBe(expected);
  });

  it('SPEC 2: the navbar links to the documentation and the repository by default', () => {
    expect(DOCS_URL).toBe('https://github.com/vehicle-platform/admin-console#readme');
    expect(REPO_URL).toBe('https://github.com/vehicle-platform/admin-console');
  });
});
