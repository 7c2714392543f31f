/** Mainland mobile numbers: 11 digits starting with 1. Checked before any SMS call. */
export const MOBILE_PATTERN = /^1\d{10}$/;

export const MOBILE_RULES = {
  mobileRequired: 'password.rules.mobileRequired',
  mobileInvalid: 'password.rules.mobileInvalid',
  smsCodeRequired: 'password.rules.smsCodeRequired',
} as const;

export function checkMobile(value: string): string | null {
  const mobile = value.trim();
  if (mobile === '') return MOBILE_RULES.mobileRequired;
  return MOBILE_PATTERN.test(mobile) ? null : MOBILE_RULES.mobileInvalid;
}

export function checkSmsCode(value: string): string | null {
  return value.trim() === '' ? MOBILE_RULES.smsCodeRequired : null;
}
