import { MIN_PASSWORD_LENGTH } from '../../contract/constants.ts';
import type { FieldErrors } from '../../core/components/useForm.ts';
import { checkMobile, checkSmsCode } from './mobile.ts';
import type { SignInPayload } from '../../contract/platform.ts';

export type { FieldErrors };

/** Locale keys of the login form's messages (SPEC 5). */
export const LOGIN_RULES = {
  usernameRequired: 'login.rules.usernameRequired',
  passwordRequired: 'login.rules.passwordRequired',
  passwordMin: 'login.rules.passwordMin',
  captchaRequired: 'login.rules.captchaRequired',
  captchaWrong: 'login.rules.captchaWrong',
  confirmMismatch: 'login.rules.confirmMismatch',
} as const;

export type LoginField = 'userName' | 'password' | 'captcha';

/** Username required (SPEC 5). */
export function checkUsername(value: string): string | null {
  return value.trim() === '' ? LOGIN_RULES.usernameRequired : null;
}

/** Password required, at least 6 characters (SPEC 5). */
export function checkPassword(value: string): string | null {
  if (value === '') return LOGIN_RULES.passwordRequired;
  if (value.length < MIN_PASSWORD_LENGTH) return LOGIN_RULES.passwordMin;
  return null;
}

/** Verification code required (SPEC 5); its bound is not shown, so any non-blank text passes. */
export function checkCaptcha(value: string): string | null {
  return value.trim() === '' ? LOGIN_RULES.captchaRequired : null;
}

/** New and confirmation password must be equal (SPEC 5). */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return LOGIN_RULES.passwordRequired;
  return password === confirmation ? null : LOGIN_RULES.confirmMismatch;
}

/** Only the fields with a message: `{ field: check(value) }` without the passing ones. */
function found<F extends string>(checks: Record<F, string | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) if (checks[field]) errors[field] = checks[field]!;
  return errors;
}

/** The password sign-in (SPEC 5): username, password (at least 6) and verification code. */
export function validateLogin(form: { userName: string; password: string; captcha: string }): FieldErrors<LoginField> {
  return found({
    userName: checkUsername(form.userName),
    password: checkPassword(form.password),
    captcha: checkCaptcha(form.captcha),
  });
}

/**
 * The password sign-in's payload (SPEC 3 "Login payload", with the code's uuid and answer), the
 * same from the live form and from the form drawn before the console's code: the console takes
 * over a sign-in the drawing sent only when its own request is the very same.
 */
export function passwordSignIn(
  form: { userName: string; password: string; captcha: string },
  uuid: string,
): SignInPayload {
  return { userName: form.userName.trim(), password: form.password, uuid, captcha: form.captcha.trim() };
}

/** The SMS sign-in: a mobile number and the code sent to it. */
export function validateSmsSignIn(form: { mobile: string; smsCode: string }): FieldErrors<'mobile' | 'smsCode'> {
  return found({ mobile: checkMobile(form.mobile), smsCode: checkSmsCode(form.smsCode) });
}

/** The reset by SMS (SPEC 3 payload): number, code, a new password (SPEC 5) and its confirmation. */
export function validatePasswordReset(form: {
  mobile: string;
  smsCode: string;
  password: string;
  confirm: string;
}): FieldErrors<'mobile' | 'smsCode' | 'password' | 'confirm'> {
  return found({
    mobile: checkMobile(form.mobile),
    smsCode: checkSmsCode(form.smsCode),
    password: checkPassword(form.password),
    confirm: checkConfirmation(form.password, form.confirm),
  });
}

export type PasswordChangeField = 'current' | 'newPassword' | 'confirm';

/**
 * A password change (login screen's password-change mode, personal centre): the new password
 * follows the password rules (SPEC 5, at least 6), the confirmation must equal it. `current` is
 * checked only where the form asks for it (the login screen already has it).
 */
export function validatePasswordChange(form: {
  current?: string;
  newPassword: string;
  confirm: string;
}): FieldErrors<PasswordChangeField> {
  return found({
    current: form.current !== undefined && form.current === '' ? LOGIN_RULES.passwordRequired : null,
    newPassword: checkPassword(form.newPassword),
    confirm: checkConfirmation(form.newPassword, form.confirm),
  });
}
