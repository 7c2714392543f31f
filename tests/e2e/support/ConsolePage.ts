import { expect, type Page } from '@playwright/test';
import type { ConsoleShell } from './fixtures.ts';
import type { DevApi } from './devApi.ts';
import { LoginPage } from './LoginPage.ts';

/** The signed-in console, found by role and label as a person finds it (English locale). */
export class ConsolePage {
  readonly page: Page;

  constructor(readonly shell: ConsoleShell) {
    this.page = shell.page;
  }

  /** Opens `path` signed in as `account`. */
  static async signedIn(shell: ConsoleShell, dev: DevApi, account: { userName: string; password: string }, path = '/dashboard'): Promise<ConsolePage> {
    await shell.open(`/login?redirect=${encodeURIComponent(path)}`);
    await new LoginPage(shell.page, dev).signIn(account);
    const console = new ConsolePage(shell);
    await expect(console.page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    return console;
  }

  get sidebar() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }
  get tabs() {
    return this.page.getByRole('navigation', { name: 'Open pages' });
  }
  tab(name: string) {
    return this.tabs.getByRole('link', { name, exact: true });
  }
  get settingsPanel() {
    return this.page.getByRole('complementary').filter({ has: this.page.getByRole('heading', { name: 'Settings', exact: true }) });
  }

  async goto(path: string) {
    await this.page.goto(this.shell.url(path));
  }

  async userMenu(item: string) {
    await this.page.getByRole('button', { name: /^User menu/ }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async logout() {
    await this.userMenu('Logout');
    await expect(this.page).toHaveURL(/#\/login/);
  }

  async openSettings() {
    await this.page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  }

  async closeSettings() {
    await this.page.getByRole('button', { name: 'Close settings' }).click();
    await expect(this.page.getByRole('heading', { name: 'Settings', exact: true })).toBeHidden();
  }

  async tabAction(tabName: string, action: string) {
    await this.tab(tabName).click({ button: 'right' });
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Whether the page itself scrolls sideways (it must not, even in a 360 px side panel). */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
  }
}
