import { expect, type Page } from '@playwright/test';
import type { ConsoleShell } from './fixtures.ts';
import type { DevApi } from './devApi.ts';

/** The signed-in console, found by role and label as a person finds it (English locale). */
export class ConsolePage {
  readonly page: Page;

  constructor(readonly shell: ConsoleShell) {
    this.page = shell.page;
  }

  /** Opens `path` signed in as `account`. */
  static async signedIn(
    shell: ConsoleShell,
    dev: DevApi,
    account: { userName: string; password: string },
    path = '/dashboard',
  ): Promise<ConsolePage> {
    // The sign-in screen has its own tests: here the session starts without it. In the web build it
    // starts from a stored token, as after "remember me"; in the extension the worker alone can keep a
    // token, so a page of the extension asks it to sign in exactly as the sign-in form does: its
    // manifest, shown as text, which loads no console (0.5 s less than the sign-in page, per test).
    if (shell.kind === 'web') {
      const token = await dev.token(account);
      await shell.page.addInitScript((value) => {
        if (location.protocol === 'about:') return;
        const seeded = `test-seeded-${value.slice(0, 12)}`;
        if (sessionStorage.getItem(seeded)) return;
        sessionStorage.setItem(seeded, '1');
        localStorage.setItem('admin-token', value);
      }, token);
    } else {
      await shell.page.goto(`chrome-extension://${new URL(shell.url('/')).host}/manifest.json`);
      const captcha = await dev.freshCaptcha();
      const reply = await shell.page.evaluate(
        ({ userName, password, uuid, code }) =>
          chrome.runtime.sendMessage({
            type: 'session.signIn',
            request: { kind: 'password', payload: { userName, password, uuid, captcha: code } },
            remember: true,
          }),
        { userName: account.userName, password: account.password, ...captcha },
      );
      if ((reply as { body?: { code?: unknown } } | undefined)?.body?.code !== 0)
        throw new Error(`sign-in through the worker failed: ${JSON.stringify(reply)}`);
    }
    // A fresh document, so the console starts with the session (a hash change alone would not reload it).
    await shell.page.goto('about:blank');
    await shell.open(path);
    const console = new ConsolePage(shell);
    await expect(console.page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    return console;
  }

  get sidebar() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }
  /** Opens the sidebar (it starts collapsed to icons: SPEC 3 sidebarStatus closed). */
  async expandSidebar() {
    const toggle = this.page.getByRole('button', { name: 'Open or close the sidebar' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** Goes to a screen through the sidebar, opening it first. */
  async openMenu(name: string) {
    await this.expandSidebar();
    await this.sidebar.getByRole('link', { name, exact: true }).click();
  }

  get tabs() {
    return this.page.getByRole('navigation', { name: 'Open pages' });
  }
  tab(name: string) {
    return this.tabs.getByRole('link', { name, exact: true });
  }
  get settingsPanel() {
    return this.page.getByRole('dialog', { name: 'Settings', exact: true });
  }

  async goto(path: string) {
    await this.page.goto(this.shell.url(path));
  }

  async userMenu(item: string) {
    await this.page.getByRole('button', { name: /^User menu/ }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async logout() {
    await this.userMenu('Sign out');
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
