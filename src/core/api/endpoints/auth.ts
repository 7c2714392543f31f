import type { ApiClient } from '../client.ts';
import {
  CAPTCHA_PATH,
  CHANGE_PASSWORD_PATH,
  NAV_PATH,
  RESET_PASSWORD_PATH,
  SMS_CODE_PATH,
} from '../../../contract/paths.ts';
import { SMS_CODE_TYPE } from '../../../contract/constants.ts';

/** The navigation answer as it arrives, unchecked (`readNav` in session/ checks it). */
export interface NavAnswer {
  userInfo?: unknown;
  menuList?: unknown;
  permissions?: unknown;
  tabs?: unknown;
}

/** GET /api/getCaptchaCode?uuid= — answers the image as a data: URL. */
export function fetchCaptcha(api: ApiClient, uuid: string): Promise<string> {
  return api.call<string>(
    { method: 'GET', url: CAPTCHA_PATH, params: { uuid }, responseType: 'image' },
    { quiet: true },
  );
}

/** POST /api/sys/getSmsCode with `{ type: 1, mobile }`. */
export function requestSmsCode(api: ApiClient, mobile: string): Promise<unknown> {
  return api.call({ method: 'POST', url: SMS_CODE_PATH, data: { type: SMS_CODE_TYPE, mobile } });
}

/** POST /api/sys/alterPasswordBySms with `{ mobile, password, smsCode }`. */
export function resetPasswordBySms(
  api: ApiClient,
  payload: { mobile: string; password: string; smsCode: string },
): Promise<unknown> {
  return api.call({ method: 'POST', url: RESET_PASSWORD_PATH, data: payload });
}

/** PUT /api/sys/user/changePs with `{ password, newPassword }` (the body is not shown in SPEC.md). */
export function changePassword(api: ApiClient, payload: { password: string; newPassword: string }): Promise<unknown> {
  return api.call({ method: 'PUT', url: CHANGE_PASSWORD_PATH, data: payload });
}

/** GET /api/sys/menu/nav — userInfo, permissions, tabs, menuList; checked by `readNav`. */
export function fetchNav(api: ApiClient): Promise<NavAnswer> {
  return api.call<NavAnswer>({ method: 'GET', url: NAV_PATH });
}
