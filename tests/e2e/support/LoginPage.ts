import { expect, type Page } from '@playwright/test';
import type { DevApi } from './devApi.ts';

/** The sign-in screen's labels in each language: the same for every shell and browser. */
export const LOGIN_TEXTS = {
  en: {
    userName: 'Username or phone number',
    password: 'Password',
    captcha: 'Verification code',
    submit: 'Sign in',
    image: /Verification code image/,
    remember: 'Remember me',
  },
  'zh-cn': {
    userName: '手机号',
    password: '密码',
    captcha: '验证码',
    submit: '登 录',
    image: /验证码图片/,
    remember: '记住我',
  },
} as const;

/** The sign-in screen, found by label and role as a person finds it. */
export class LoginPage {
  private readonly texts: (typeof LOGIN_TEXTS)[keyof typeof LOGIN_TEXTS];

  constructor(
    readonly page: Page,
    readonly dev: DevApi,
    language: keyof typeof LOGIN_TEXTS = 'en',
  ) {
    this.texts = LOGIN_TEXTS[language];
  }

  get userName() {
    return this.page.getByLabel(this.texts.userName, { exact: true });
  }
  get password() {
    return this.page.getByLabel(this.texts.password, { exact: true });
  }
  get captcha() {
    return this.page.getByLabel(this.texts.captcha, { exact: true });
  }
  get submit() {
    return this.page.getByRole('button', { name: this.texts.submit, exact: true });
  }
  get captchaImage() {
    return this.page.getByRole('img', { name: this.texts.image });
  }
  get remember() {
    return this.page.getByLabel(this.texts.remember);
  }

  /** Waits for the captcha image and answers the code the server issued for it. */
  async captchaCode(): Promise<string> {
    await expect(this.captchaImage).toBeVisible();
    return (await this.dev.latestCaptcha()).code;
  }

  async signIn(account: { userName: string; password: string }, options: { remember?: boolean } = {}): Promise<void> {
    await this.userName.fill(account.userName);
    await this.password.fill(account.password);
    await this.captcha.fill(await this.captchaCode());
    if (options.remember === false) await this.remember.uncheck();
    await this.submit.click();
  }
}
