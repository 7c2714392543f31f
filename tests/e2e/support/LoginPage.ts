import { expect, type Page } from '@playwright/test';
import type { DevApi } from './devApi.ts';

/** The sign-in screen, found by label and role as a person finds it (English locale). */
export class LoginPage {
  constructor(
    readonly page: Page,
    readonly dev: DevApi,
  ) {}

  get userName() {
    return this.page.getByLabel('Phone number');
  }
  get password() {
    return this.page.getByLabel('Password', { exact: true });
  }
  get captcha() {
    return this.page.getByLabel('Verify code');
  }
  get submit() {
    return this.page.getByRole('button', { name: 'Sign in' });
  }
  get captchaImage() {
    return this.page.getByRole('img', { name: /Verification code image/ });
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
    if (options.remember === false) await this.page.getByLabel('Remember me').uncheck();
    await this.submit.click();
  }
}
