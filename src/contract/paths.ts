/** Paths of the calls of SPEC.md section 7. */
export const LOGIN_PATH = '/api/sys/login';
/** Sign-in by SMS code: not in SPEC.md; offered by the reference server (server/README.md). */
export const SMS_LOGIN_PATH = '/api/sys/loginBySms';
export const LOGOUT_PATH = '/api/sys/exit';
export const CAPTCHA_PATH = '/api/getCaptchaCode';
export const SMS_CODE_PATH = '/api/sys/getSmsCode';
export const RESET_PASSWORD_PATH = '/api/sys/alterPasswordBySms';
export const CHANGE_PASSWORD_PATH = '/api/sys/user/changePs';
export const NAV_PATH = '/api/sys/menu/nav';
export const MENU_LIST_PATH = '/api/sys/menu/list';
export const MENU_PATH = '/api/sys/menu';
