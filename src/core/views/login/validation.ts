import { MIN_PASSWORD_LENGTH } from '../../config/constants.ts';

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
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

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

export function validateLogin(form: { userName: string; password: string; captcha: string }): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const userName = checkUsername(form.userName);
  const password = checkPassword(form.password);
  const captcha = checkCaptcha(form.captcha);
  if (userName) errors.userName = userName;
  if (password) errors.password = password;
  if (captcha) errors.captcha = captcha;
  return errors;
}

export type PasswordChangeField = 'current' | 'newPassword' | 'confirm';

/**
 * A password change (login screen's password-change mode, personal centre): the new password
 * follows the password rules (SPEC 5, at least 6), the confirmation must equal it. `current` is
 * checked only where the form asks for it (the login screen already has it).
 */
export function validatePasswordChange(form: { current?: string; newPassword: string; confirm: string }): FieldErrors<PasswordChangeField> {
  const errors: FieldErrors<PasswordChangeField> = {};
  if (form.current !== undefined && form.current === '') errors.current = LOGIN_RULES.passwordRequired;
  const newPassword = checkPassword(form.newPassword);
  if (newPassword) errors.newPassword = newPassword;
  const confirm = checkConfirmation(form.newPassword, form.confirm);
  if (confirm) errors.confirm = confirm;
  return errors;
}
