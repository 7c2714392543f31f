import { describe, expect, it } from 'vitest';
import {
  checkCaptcha,
  checkConfirmation,
  checkPassword,
  checkUsername,
  validateLogin,
  validatePasswordChange,
} from '../../../../src/features/login/validation.ts';
import { checkMobile } from '../../../../src/features/login/mobile.ts';
import { createI18n } from '../../../../src/core/i18n/i18n.ts';

describe('login form — SPEC 5 validation rules', () => {
  it("username missing → 'Please enter Username'", async () => {
    const en = await createI18n('en');
    expect(en.t(checkUsername('  ')!)).toBe('Please enter Username');
    expect(checkUsername('admin')).toBeNull();
  });
  it("password missing → 'Please enter Password'", async () => {
    const en = await createI18n('en');
    expect(en.t(checkPassword('')!)).toBe('Please enter Password');
  });
  it("password shorter than 6 → 'The password can not be less than 6 digits'", async () => {
    const en = await createI18n('en');
    expect(en.t(checkPassword('12345')!)).toBe('The password can not be less than 6 digits');
    expect(checkPassword('123456')).toBeNull();
  });
  it("new and confirmation password differ → 'confirmation password is not correct'", async () => {
    const en = await createI18n('en');
    expect(en.t(checkConfirmation('abcdef', 'abcdeg')!)).toBe('confirmation password is not correct');
    expect(checkConfirmation('abcdef', 'abcdef')).toBeNull();
  });
  it("verification code missing → 'Please enter Verify Code'", async () => {
    const en = await createI18n('en');
    expect(en.t(checkCaptcha('')!)).toBe('Please enter Verify Code');
  });
  it("verification code wrong → 'Error code entered'", async () => {
    const en = await createI18n('en');
    expect(en.t('login.rules.captchaWrong')).toBe('Error code entered');
  });
  it('has zh-cn wording for every message', async () => {
    const zh = await createI18n('zh-cn');
    expect(
      Object.values(validateLogin({ userName: '', password: '123', captcha: '' })).map((key) => zh.t(key!)),
    ).toEqual(['请输入用户名', '密码不能少于6位', '请输入验证码']);
  });
  it('checks mobile numbers before any SMS call', () => {
    expect(checkMobile('13800000001')).toBeNull();
    expect(checkMobile('')).not.toBeNull();
    expect(checkMobile('2380000000')).not.toBeNull();
    expect(checkMobile('138000000011')).not.toBeNull();
  });
});

describe('password change — SPEC 2 password-change mode and SPEC 5 rules', () => {
  it("new and confirmation password differ → 'confirmation password is not correct' at the confirmation", async () => {
    const en = await createI18n('en');
    const errors = validatePasswordChange({ newPassword: 'abcdef', confirm: 'abcdeg' });
    expect(Object.keys(errors)).toEqual(['confirm']);
    expect(en.t(errors.confirm!)).toBe('confirmation password is not correct');
  });
  it("a new password shorter than 6 → 'The password can not be less than 6 digits'", async () => {
    const en = await createI18n('en');
    const errors = validatePasswordChange({ newPassword: '12345', confirm: '12345' });
    expect(Object.keys(errors)).toEqual(['newPassword']);
    expect(en.t(errors.newPassword!)).toBe('The password can not be less than 6 digits');
  });
  it("empty fields → 'Please enter Password' at each one asked for", async () => {
    const en = await createI18n('en');
    const errors = validatePasswordChange({ current: '', newPassword: '', confirm: '' });
    expect(Object.keys(errors)).toEqual(['current', 'newPassword', 'confirm']);
    expect(Object.values(errors).map((key) => en.t(key!))).toEqual([
      'Please enter Password',
      'Please enter Password',
      'Please enter Password',
    ]);
  });
  it('the current password is checked only where the form asks for it', () => {
    expect(validatePasswordChange({ newPassword: 'abcdef', confirm: 'abcdef' })).toEqual({});
    expect(validatePasswordChange({ current: 'x', newPassword: 'abcdef', confirm: 'abcdef' })).toEqual({});
  });
  it('has zh-cn wording for the mismatch', async () => {
    const zh = await createI18n('zh-cn');
    expect(zh.t(validatePasswordChange({ newPassword: 'abcdef', confirm: 'abcxyz' }).confirm!)).toBe(
      '两次输入的密码不一致',
    );
  });
});
