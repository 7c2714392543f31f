import type { ElementHandle, Page } from 'puppeteer-core';
import type { DevApi } from './devApi.ts';
import { LOGIN_TEXTS } from './LoginPage.ts';
import { addressOf } from './firefox.ts';

/** How long a step may take before the test fails (Playwright's `expect` timeout in the Chromium suite). */
const STEP_MS = 10_000;

/** The elements that have each role the tests look for, explicitly or by their tag. */
const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role=button]',
  link: 'a[href], [role=link]',
  menuitem: '[role=menuitem]',
  navigation: 'nav, [role=navigation]',
  group: '[role=group], fieldset',
  status: '[role=status], output',
  alert: '[role=alert]',
};
type Role = 'button' | 'link' | 'menuitem' | 'navigation' | 'group' | 'status' | 'alert';

/**
 * The console in an extension page of Firefox (the sidebar page or the options page), found by role
 * and accessible name as a person finds it (English locale). Puppeteer's counterpart of LoginPage
 * and ConsolePage: the same labels, the same steps.
 */
export class FirefoxPanel {
  /** The captcha the last sign-in answered, and its uuid (for a failure's report). */
  private lastCaptcha: { uuid: string; code: string; at: number } | null = null;

  constructor(
    readonly page: Page,
    readonly dev: DevApi,
  ) {}

  /**
   * The visible element with this role and exact accessible name, once it is there (inside `within`
   * when given). The name is the element's aria-label, else the text of its aria-labelledby
   * elements, else its text: enough for the console's markup, which names every control.
   */
  async byRole(role: Role, name: string, within?: ElementHandle<Element>): Promise<ElementHandle<Element>> {
    const found = await this.page.waitForFunction(
      (root, wantedRole, wantedName, selectors) => {
        const nameOf = (element: Element) =>
          element.ariaLabel ??
          (element.getAttribute('aria-labelledby')
            ? element
                .getAttribute('aria-labelledby')!
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
                .join(' ')
            : (element.textContent?.trim() ?? ''));
        const scope = root ?? document;
        return (
          [...scope.querySelectorAll(selectors[wantedRole]!)].find(
            (element) => nameOf(element) === wantedName && element.checkVisibility(),
          ) ?? null
        );
      },
      { timeout: STEP_MS, polling: 50 },
      within ?? null,
      role,
      name,
      ROLE_SELECTORS,
    );
    return found as ElementHandle<Element>;
  }

  /** The form control labelled `label` (exactly), once it is there. */
  async byLabel(label: string): Promise<ElementHandle<Element>> {
    const found = await this.page.waitForFunction(
      (text) => {
        const control = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)?.control;
        return control ?? [...document.querySelectorAll(`[aria-label]`)].find((e) => e.ariaLabel === text) ?? null;
      },
      { timeout: STEP_MS, polling: 50 },
      label,
    );
    return found as ElementHandle<Element>;
  }

  /** Clicks the button named `name` inside the group labelled `group`. */
  async clickInGroup(group: string, name: string): Promise<void> {
    await this.click('button', name, () => this.byRole('group', group));
  }

  /** Types `value` into the field labelled `label`, and checks the field then holds exactly that. */
  async fill(label: string, value: string): Promise<void> {
    const field = await this.byLabel(label);
    // Typed over what it holds, selected: a value emptied behind React's back comes back at the
    // form's next render, and the typing would be added to it.
    await field.focus();
    await field.evaluate((input) => (input as HTMLInputElement).select());
    await this.page.keyboard.type(value);
    const held = await field.evaluate((input) => (input as HTMLInputElement).value);
    if (held !== value)
      throw new Error(`"${label}" holds ${JSON.stringify(held)} after typing ${JSON.stringify(value)}`);
  }

  /**
   * Clicks `element` once it keeps its place for two frames: a click lands where the element was
   * measured, and one in a drawer still sliding in, or in a list pushed down by the section loading
   * above it, would land beside it and do nothing.
   */
  async clickWhenStill(element: ElementHandle<Element>): Promise<void> {
    await element.evaluate(
      (target) =>
        new Promise<void>((done) => {
          let last = '';
          let frames = 0;
          const step = () => {
            const box = target.getBoundingClientRect();
            const now = `${box.x},${box.y},${box.width},${box.height}`;
            frames += 1;
            if (now === last || frames > 120) done();
            else {
              last = now;
              requestAnimationFrame(step);
            }
          };
          requestAnimationFrame(step);
        }),
    );
    await element.click();
  }

  async click(role: Role, name: string, within?: () => Promise<ElementHandle<Element>>): Promise<void> {
    // React may draw the element again between finding and clicking it, and a panel that is still
    // sliding in has no point to click yet (WebDriver BiDi: "not clickable"): then it is found
    // again, a moment later.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.clickWhenStill(await this.byRole(role, name, within ? await within() : undefined));
        return;
      } catch (error) {
        if (attempt === 5 || !/detached|not clickable/i.test(String(error))) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  }

  /** Waits until the page's address matches `pattern`. */
  async waitForAddress(pattern: RegExp): Promise<string> {
    await this.page.waitForFunction(
      (source) => new RegExp(source).test(location.href),
      { timeout: STEP_MS, polling: 50 },
      pattern.source,
    );
    return addressOf(this.page);
  }

  /** Waits until an element matching `selector` shows exactly `text`, and answers how many do. */
  async waitForText(selector: string, text: string): Promise<number> {
    await this.page
      .waitForFunction(
        (css, wanted) =>
          [...document.querySelectorAll(css)].some((e) => e.textContent?.trim() === wanted && e.checkVisibility()),
        { timeout: STEP_MS, polling: 50 },
        selector,
        text,
      )
      .catch(async (error: unknown) => {
        const shown = await this.page.evaluate(
          (css) => [...document.querySelectorAll(css)].map((e) => e.textContent?.trim()),
          selector,
        );
        throw new Error(`${selector} never showed ${JSON.stringify(text)}; it shows ${JSON.stringify(shown)}`, {
          cause: error,
        });
      });
    return this.countText(selector, text);
  }

  /** How many elements matching `selector` show exactly `text`. */
  countText(selector: string, text: string): Promise<number> {
    return this.page.evaluate(
      (css, wanted) => [...document.querySelectorAll(css)].filter((e) => e.textContent?.trim() === wanted).length,
      selector,
      text,
    );
  }

  /**
   * Waits until a message of the toast stack `stack` ('.console-toast' or '.console-notice') shows
   * `text`, and answers how many of its messages do.
   */
  async waitForMessage(stack: string, text: string): Promise<number> {
    const messages = `${stack} .p-toast-message`;
    await this.page
      .waitForFunction(
        (css, wanted) => [...document.querySelectorAll(css)].some((e) => e.textContent?.includes(wanted)),
        { timeout: STEP_MS, polling: 50 },
        messages,
        text,
      )
      .catch(async (error: unknown) => {
        const shown = await this.page.evaluate(
          (css) => [location.href, ...[...document.querySelectorAll(css)].map((e) => e.textContent)],
          stack,
        );
        throw new Error(`${stack} never showed ${JSON.stringify(text)}; at ${JSON.stringify(shown)}`, { cause: error });
      });
    return this.page.evaluate(
      (css, wanted) => [...document.querySelectorAll(css)].filter((e) => e.textContent?.includes(wanted)).length,
      messages,
      text,
    );
  }

  /** Waits for a heading whose text matches `pattern`. */
  async waitForHeading(pattern: RegExp): Promise<void> {
    await this.page.waitForFunction(
      (source) =>
        [...document.querySelectorAll('h1, h2, h3, [role=heading]')].some((h) =>
          new RegExp(source).test(h.textContent ?? ''),
        ),
      { timeout: STEP_MS, polling: 50 },
      pattern.source,
    );
  }

  /**
   * Waits for the live sign-in form with its own captcha picture shown (the server has issued it). A
   * sidebar opened again first shows a drawing of its sign-in screen, and before its code has run,
   * neither: "no drawing" alone is not "the live form", and any picture is not its captcha (the
   * screen's logo is whole at once).
   */
  async liveSignInForm(): Promise<void> {
    await this.page.waitForFunction(
      (pattern) =>
        !document.getElementById('sign-in-prepaint') &&
        document.querySelector('#app:not([hidden]) #login-userName') &&
        [...document.querySelectorAll<HTMLImageElement>('#app:not([hidden]) img')].some(
          (image) => new RegExp(pattern).test(image.alt) && image.complete && image.naturalWidth > 0,
        ),
      { timeout: STEP_MS, polling: 50 },
      LOGIN_TEXTS.en.image.source,
    );
  }

  /** The sign-in form: the answer to the form's own captcha from the server's development endpoint. */
  async signIn(account: { userName: string; password: string }, options: { remember?: boolean } = {}): Promise<void> {
    const texts = LOGIN_TEXTS.en;
    await this.liveSignInForm();
    const answer = await this.ownCaptcha();
    this.lastCaptcha = { ...answer, at: Date.now() };
    await this.fill(texts.userName, account.userName);
    await this.fill(texts.password, account.password);
    await this.fill(texts.captcha, answer.code);
    if (options.remember === false) {
      const box = await this.byLabel(texts.remember);
      if (await box.evaluate((input) => (input as HTMLInputElement).checked)) await box.click();
    }
    await this.click('button', texts.submit);
  }

  /**
   * The captcha the form shows, and its answer. Not simply the newest the server issued: another page
   * of the add-on asking for one beside the form would make that the other's (the sidebar page of the
   * test before did, while the fixture's teardown left it open: firefoxFixtures.ts). So once the
   * add-on has asked for nothing for 700 ms, the image is clicked for a new code, and the one captcha
   * issued after the click is the form's, whatever else is open.
   */
  private async ownCaptcha(): Promise<{ uuid: string; code: string }> {
    const texts = LOGIN_TEXTS.en;
    const drawn = (previous: string) =>
      this.page.waitForFunction(
        (pattern, before) =>
          [...document.images].find(
            (image) =>
              new RegExp(pattern).test(image.alt) && image.complete && image.naturalWidth > 0 && image.src !== before,
          )?.src ?? null,
        { timeout: STEP_MS, polling: 50 },
        texts.image.source,
        previous,
      );
    const issued = async () => (await this.dev.captchaRequests()).map((r) => r.query.uuid ?? '');
    let shown = (await (await drawn('')).jsonValue()) as string;
    let count = (await issued()).length;
    for (let still = Date.now(), started = still; Date.now() - still < 700 && Date.now() - started < 5_000;) {
      await new Promise((done) => setTimeout(done, 100));
      const now = (await issued()).length;
      if (now !== count) [count, still] = [now, Date.now()];
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = await issued();
      await (await this.byRole('button', 'Verification code image, click to refresh')).click();
      shown = (await (await drawn(shown)).jsonValue()) as string;
      const added = (await issued()).slice(before.length);
      if (added.length === 1) return this.dev.captchaOf(added[0]!);
    }
    throw new Error('three clicks on the captcha image never gave exactly one new captcha');
  }

  /** Signs in and waits for the dashboard's greeting. */
  async signedIn(account: { userName: string; password: string }, options: { remember?: boolean } = {}) {
    await this.signIn(account, options);
    await this.waitForHeading(/Welcome back/).catch(async (error: unknown) => {
      // What the panel shows instead (a refusal, the form again, a loading screen) says why.
      const shown = await this.page
        .evaluate(() => `${location.hash}: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 400)}`)
        .catch(() => '(the page did not answer)');
      const issued = (await this.dev.captchaRequests()).map((r) => `${r.query.uuid?.slice(0, 8)} at ${r.at}`);
      const signIns = (await this.dev.requests('/api/sys/login')).map((r) => r.at);
      throw new Error(
        `no dashboard after signing in; the panel shows ${shown}; answered ${JSON.stringify(this.lastCaptcha)}; ` +
          `captchas issued: ${issued.join(', ')}; sign-ins sent at ${signIns.join(', ')}`,
        { cause: error },
      );
    });
  }

  /** Opens a screen through the sidebar menu (which starts collapsed to icons). */
  async openMenu(name: string): Promise<void> {
    const toggle = await this.byRole('button', 'Open or close the sidebar');
    if ((await toggle.evaluate((button) => button.getAttribute('aria-expanded'))) !== 'true')
      await this.click('button', 'Open or close the sidebar');
    await this.page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Open or close the sidebar"]')?.getAttribute('aria-expanded') === 'true',
      { timeout: STEP_MS, polling: 50 },
    );
    await this.click('link', name, () => this.byRole('navigation', 'Main menu'));
  }

  /**
   * Signs out the way a person does: the user menu, then Sign out. The one on screen: a sidebar
   * opened again shows the drawing of its last view while the live console, hidden, starts under it.
   */
  async signOut(): Promise<void> {
    const userMenu = await this.page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].find(
          (b) => b.ariaLabel?.startsWith('User menu') && b.checkVisibility({ visibilityProperty: true }),
        ) ?? null,
      { timeout: STEP_MS, polling: 50 },
    );
    await (userMenu as ElementHandle<Element>).click();
    await this.click('menuitem', 'Sign out');
    await this.waitForAddress(/#\/login/);
  }
}
