import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { untilStill } from '../support/settled.ts';

/** What a new user sees in the first minute: where they are, the tags bar, the collapsed sidebar, the 360 px side panel. */

/** WCAG contrast of an element's painted text colour on its painted background (the first opaque one up the tree). */
async function paintedContrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const parse = (c: string): number[] => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    let bg: number[] | null = null;
    for (let node: Element | null = el; node && !bg; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c.length === 3 || (c[3] ?? 1) >= 1) bg = c;
    }
    const fg = parse(getComputedStyle(el).color);
    const [hi, lo] = [lum(fg), lum(bg ?? [255, 255, 255])].sort((a, b) => b - a) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  });
}

async function useSettings(page: Page, settings: object) {
  await page.evaluate(async (value) => {
    const chromeApi = (globalThis as { chrome?: { storage?: { local?: { set(v: object): Promise<void> } } } }).chrome;
    if (chromeApi?.storage?.local) await chromeApi.storage.local.set({ 'app-settings': value });
    else localStorage.setItem('app-settings', JSON.stringify(value));
  }, settings);
  await page.reload();
}

test.describe('where am I: the active sidebar entry reads (WCAG AA 4.5:1)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(
      `${theme} theme, left and mix layouts, sidebar open and collapsed`,
      { tag: '@screen' },
      async ({ shell, dev }) => {
        const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/config/brand');
        for (const layout of ['left', 'mix'] as const) {
          await useSettings(c.page, { theme, layout });
          await c.expandSidebar();
          const active = c.sidebar.getByRole('link', { name: 'Brands', exact: true });
          await expect(active).toHaveAttribute('aria-current', 'page');
          expect(await paintedContrast(active), `${layout}, open`).toBeGreaterThanOrEqual(4.5);
          await c.page.getByRole('button', { name: 'Open or close the sidebar' }).click();
          if (layout === 'left') {
            // Collapsed: the group holding the page is marked, and the pop-out's entry reads too.
            const group = c.sidebar.getByRole('button', { name: 'Configuration' });
            expect(await paintedContrast(group), `${layout}, collapsed group`).toBeGreaterThanOrEqual(4.5);
            await group.hover();
            const entry = c.page.getByRole('menu', { name: 'Configuration' }).getByRole('menuitem', { name: 'Brands' });
            await expect(entry).toHaveAttribute('aria-current', 'page');
            expect(await paintedContrast(entry), `${layout}, pop-out`).toBeGreaterThanOrEqual(4.5);
          } else {
            const link = c.sidebar.getByRole('link', { name: 'Brands', exact: true });
            expect(await paintedContrast(link), `${layout}, collapsed`).toBeGreaterThanOrEqual(4.5);
          }
        }
      },
    );
  }
});

test.describe('collapsed sidebar (the default): group icons with pop-out submenus', () => {
  test(
    'groups show as icons only; hover, click and keyboard open a pop-out named after the group',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      await expect(c.page.getByRole('button', { name: 'Open or close the sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      // Dashboard plus four groups: no page of a group sits in the column.
      await expect(c.sidebar.getByRole('link')).toHaveCount(1);
      await expect(c.sidebar.getByRole('button')).toHaveCount(4);
      const visibleIcons = await c.sidebar.locator('i.pi:visible').count();
      expect(visibleIcons).toBe(5);

      // Hover.
      const business = c.sidebar.getByRole('button', { name: 'Business' });
      await expect(business).toHaveAttribute('aria-haspopup', 'menu');
      await business.hover();
      const popout = c.page.getByRole('menu', { name: 'Business' });
      await expect(popout).toBeVisible();
      await expect(popout.getByText('Business', { exact: true })).toBeVisible();
      await expect(popout.getByRole('menuitem')).toHaveText([
        'Users',
        'Points records',
        // With its badge: the withdrawals awaiting audit.
        /^Withdrawal records\d*$/,
        'Tags',
        'Invitation records',
      ]);
      // Beside the sidebar, not under it.
      const side = (await c.page.getByRole('complementary', { name: 'Sidebar' }).boundingBox())!;
      expect((await popout.boundingBox())!.x).toBeGreaterThanOrEqual(side.x + side.width);
      await popout.getByRole('menuitem', { name: 'Tags' }).click();
      await expect(c.page).toHaveURL(/#\/business\/tag$/);
      await expect(popout).toBeHidden();

      // Click.
      await c.page.mouse.move(900, 500);
      await c.sidebar.getByRole('button', { name: 'Permissions' }).click();
      await expect(c.page.getByRole('menu', { name: 'Permissions' })).toBeVisible();

      // A clicked pop-out stays when the pointer leaves; Escape closes it.
      await c.page.mouse.move(900, 500);
      await c.page.waitForTimeout(400);
      await expect(c.page.getByRole('menu', { name: 'Permissions' })).toBeVisible();
      await c.page.keyboard.press('Escape');
      await expect(c.page.getByRole('menu', { name: 'Permissions' })).toBeHidden();

      // Keyboard: Enter opens and focuses the first entry, arrows move, Escape closes back to the icon.
      const config = c.sidebar.getByRole('button', { name: 'Configuration' });
      await config.focus();
      await c.page.keyboard.press('Enter');
      const configMenu = c.page.getByRole('menu', { name: 'Configuration' });
      await expect(configMenu.getByRole('menuitem', { name: 'Vehicle series' })).toBeFocused();
      await c.page.keyboard.press('ArrowDown');
      await expect(configMenu.getByRole('menuitem', { name: 'Recommended cars' })).toBeFocused();
      await c.page.keyboard.press('Escape');
      await expect(configMenu).toBeHidden();
      await expect(config).toBeFocused();
      await c.page.keyboard.press('ArrowRight');
      await expect(configMenu.getByRole('menuitem', { name: 'Vehicle series' })).toBeFocused();
      await c.page.keyboard.press('ArrowDown');
      await c.page.keyboard.press('Enter');
      await expect(c.page).toHaveURL(/#\/config\/cars$/);

      // A page at the top level names itself in a tooltip.
      await c.sidebar.getByRole('link', { name: 'Dashboard' }).hover();
      await expect(c.page.getByRole('tooltip', { name: 'Dashboard' })).toBeVisible();
    },
  );
});

test.describe('360 px (the side panel)', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('Escape closes the open menu drawer and gives focus back to its button', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const toggle = c.page.getByRole('button', { name: 'Open or close the sidebar' });
    await toggle.click();
    const drawer = c.page.getByRole('dialog', { name: 'Sidebar' });
    await expect(drawer).toBeVisible();
    await c.page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test(
    "the navbar's tools stay on one row; the roles table scrolls instead of squeezing",
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/role');
      const navbar = c.page.locator('.console__navbar');
      const toggle = c.page.getByRole('button', { name: 'Open or close the sidebar' });
      const user = c.page.getByRole('button', { name: /^User menu/ });
      await expect(user).toBeVisible();
      const row = async (l: Locator) => {
        const box = (await l.boundingBox())!;
        return box.y + box.height / 2;
      };
      const middle = await row(toggle);
      for (const tool of [
        user,
        c.page.getByRole('button', { name: 'Settings', exact: true }),
        c.page.getByRole('button', { name: /language/i }),
      ]) {
        expect(Math.abs((await row(tool)) - middle)).toBeLessThan(4);
      }
      expect((await navbar.boundingBox())!.height).toBeLessThanOrEqual(56);

      // Each column keeps a readable width: the table scrolls inside its own box.
      const table = c.page.getByRole('table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const headers = await table.getByRole('columnheader').all();
      expect(headers.length).toBeGreaterThanOrEqual(4);
      for (const header of headers) {
        // The title is one line: an inline box broken over lines has one rectangle per line.
        const lines = await header.evaluate(
          (el) => (el.querySelector('.p-column-title') ?? el).getClientRects().length,
        );
        expect(lines, await header.innerText()).toBe(1);
      }
      const remark = (await table.getByRole('columnheader', { name: 'Remark' }).boundingBox())!;
      expect(remark.width).toBeGreaterThanOrEqual(140);
      const scroller = c.page.locator('.admin-table .p-datatable-wrapper');
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await c.scrollsSideways()).toBe(false);
    },
  );

  test(
    "a tree screen's tools sit beside its title as named icons; the toolbar takes two rows at most",
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/menu');
      const title = c.page.getByRole('heading', { name: 'Menus', level: 2 });
      const expand = c.page.getByRole('button', { name: 'Expand all' });
      const collapse = c.page.getByRole('button', { name: 'Collapse all' });
      const add = c.page.getByRole('button', { name: 'New menu' });
      await expect(expand).toBeVisible();
      const middle = async (l: Locator) => {
        const box = (await l.boundingBox())!;
        return box.y + box.height / 2;
      };
      for (const tool of [expand, collapse, c.page.getByRole('button', { name: 'Reload' })])
        expect(Math.abs((await middle(tool)) - (await middle(title)))).toBeLessThan(8);
      expect((await expand.boundingBox())!.width).toBeLessThanOrEqual(48);
      await expect(expand).toHaveAttribute('title', 'Expand all');
      expect((await add.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y + 80);
    },
  );
});

test.describe('tags bar with many open pages', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test(
    'the active tab is always inside the visible bar; scroll buttons and the wheel scroll it',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      test.slow(); // fourteen screens open one after the other
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      const paths = [
        '/business/user',
        '/business/points',
        '/business/withdrawal',
        '/business/tag',
        '/business/invitation',
        '/config/vehicle',
        '/config/cars',
        '/config/brand',
        '/config/channel',
        '/config/incentive',
        '/config/agreement',
        '/config/feedback',
        '/organization/institution',
      ];
      for (const path of paths) {
        await c.page.evaluate((p) => (location.hash = p), path);
        await expect(c.tabs.getByRole('link')).toHaveCount(paths.indexOf(path) + 2);
      }
      const bar = c.tabs;
      const inside = async (name: string) => {
        const view = (await bar.boundingBox())!;
        const tab = (await c.tab(name).boundingBox())!;
        return tab.x >= view.x - 0.5 && tab.x + tab.width <= view.x + view.width + 0.5;
      };
      await expect(c.tab('Institutions')).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => inside('Institutions')).toBe(true);
      // Back to the first page by its URL: its tab comes into view again.
      await c.page.evaluate(() => (location.hash = '/business/user'));
      await expect(c.tab('Users')).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => inside('Users')).toBe(true);

      const scrollLeft = () => bar.evaluate((el) => el.scrollLeft);
      const right = c.page.getByRole('button', { name: 'Scroll tabs right' });
      const left = c.page.getByRole('button', { name: 'Scroll tabs left' });
      await left.click();
      await expect.poll(scrollLeft).toBe(0);
      await expect(left).toBeDisabled();
      await right.click();
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      await expect(left).toBeEnabled();
      await left.click();
      await expect.poll(scrollLeft).toBe(0);
      // A vertical wheel over the bar scrolls it sideways.
      await bar.hover();
      await c.page.mouse.wheel(0, 400);
      await expect.poll(scrollLeft).toBeGreaterThan(0);
    },
  );
});

test.describe('verification code', () => {
  test(
    'the image reads at a glance (size, ink contrast, order), says it refreshes on click and does',
    { tag: '@screen' },
    async ({ shell }) => {
      await shell.open('/login');
      const image = shell.page.getByRole('img', { name: 'Verification code image, click to refresh' });
      await expect(image).toBeVisible();
      await expect(shell.page.getByText('Hard to read? Click the image for a new code.')).toBeVisible();
      // Measured until the live form has taken the drawn one over (the drawing's image is replaced,
      // and a box asked for in between is none).
      await expect.poll(async () => (await image.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
      await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(120);
      // Read the drawing itself: every character's ink against the ground, its size and its place.
      // The characters are filled outlines (server/README.md: no text a script reads); the noise is stroked.
      const src = (await image.getAttribute('src')) ?? '';
      expect(src).toMatch(/^data:image\/svg\+xml;base64,/);
      const markup = Buffer.from(src.slice(src.indexOf(',') + 1), 'base64').toString('utf8');
      const drawing = await shell.page.evaluate((text) => {
        const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
        // Laid out off screen, so that each outline has a box.
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.cssText = 'position:fixed;left:-1000px;top:0';
        holder.appendChild(document.importNode(svg, true));
        const drawn = holder.querySelector('svg')!;
        const ground = drawn.querySelector('rect')?.getAttribute('fill') ?? '#ffffff';
        const chars = [...drawn.querySelectorAll('path:not([stroke])')].map((p) => {
          const box = (p as SVGPathElement).getBBox();
          return {
            fill: p.getAttribute('fill') ?? '',
            top: box.y,
            bottom: box.y + box.height,
            centre: box.x + box.width / 2,
          };
        });
        const strokes = [...drawn.querySelectorAll('path[stroke]')].map(
          (p) => Number(p.getAttribute('stroke-width') ?? 1) * Number(p.getAttribute('opacity') ?? 1),
        );
        holder.remove();
        return { ground, chars, strokes };
      }, markup);
      const lum = (hex: string) => {
        const [r, g, b] = [1, 3, 5]
          .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: string, b: string) => {
        const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      expect(drawing.chars).toHaveLength(4);
      for (const ch of drawing.chars) {
        expect(contrast(ch.fill, drawing.ground), ch.fill).toBeGreaterThanOrEqual(6);
        // At least an x-height of 14 px (26 px per em), wholly inside the 44 px image.
        expect(ch.bottom - ch.top).toBeGreaterThanOrEqual(13.5);
        expect(ch.top).toBeGreaterThanOrEqual(0);
        expect(ch.bottom).toBeLessThanOrEqual(44);
      }
      // Left to right, as they are typed (their tilt, 12° at most, is a rule of captchaOutlines.test.ts).
      const centres = drawing.chars.map((ch) => ch.centre);
      expect(centres).toEqual([...centres].sort((a, b) => a - b));
      // Noise stays faint: no stroke heavier than a 1 px line at 40 % opacity.
      for (const weight of drawing.strokes) expect(weight).toBeLessThanOrEqual(0.4);
      await image.click();
      await expect(image).not.toHaveAttribute('src', src);
    },
  );
});

test.describe('forms, cards and titles look finished', () => {
  test(
    'sign-in: required fields are marked, the eye sits inside the password field',
    { tag: '@screen' },
    async ({ shell }) => {
      await shell.open('/login');
      for (const name of ['Username or phone number', 'Password', 'Verification code']) {
        const input = shell.page.getByLabel(name, { exact: true });
        await expect(input).toBeVisible();
        // One mark beside the label (not two, not in the name), and the input says it is required.
        const marks = await shell.page.locator(`label[for="${await input.getAttribute('id')}"]`).evaluate((el) => {
          const found: string[] = [];
          if (el.nextElementSibling?.textContent?.trim() === '*') found.push('sibling');
          for (const pseudo of ['::before', '::after']) {
            if (getComputedStyle(el, pseudo).content.includes('*')) found.push(pseudo);
          }
          return found;
        });
        expect(marks, name).toEqual(['sibling']);
        await expect(input, name).toHaveAttribute('aria-required', 'true');
      }
      const field = (await shell.page.getByLabel('Password', { exact: true }).boundingBox())!;
      const eye = (await shell.page.getByRole('button', { name: 'Show password' }).boundingBox())!;
      expect(eye.x).toBeGreaterThanOrEqual(field.x);
      expect(eye.x + eye.width).toBeLessThanOrEqual(field.x + field.width + 1);
      expect(eye.y).toBeGreaterThanOrEqual(field.y - 1);
      expect(eye.y + eye.height).toBeLessThanOrEqual(field.y + field.height + 1);
    },
  );

  test(
    'console forms: required marks, one control height, plain dialog titles, the Large size keeps headers and badges whole',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN, '/permission/role');
      const page = c.page;
      await page.getByRole('button', { name: 'New role' }).click();
      const role = page.getByRole('dialog', { name: 'New role' });
      await expect(role.getByLabel('Role name')).toHaveAttribute('aria-required', 'true');
      await expect(role.getByText('*', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      await c.goto('/config/vehicle');
      await page.getByRole('button', { name: 'New vehicle series' }).click();
      const form = page.getByRole('dialog', { name: 'New vehicle series' });
      await expect(form).toBeVisible();
      await untilStill(page);
      const input = (await form.getByLabel('Series', { exact: true }).boundingBox())!;
      const dropdown = (await form.locator('.p-dropdown').first().boundingBox())!;
      expect(Math.abs(dropdown.height - input.height)).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Vehicle series: / })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Layout size' }).click();
      await page.getByRole('menuitem', { name: 'Large' }).click();
      await expect(page.locator('html')).toHaveClass(/size-large/);
      const oneLine = (el: Element) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        return (
          el.getBoundingClientRect().height <=
          line * 1.5 + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + 2
        );
      };
      await expect(page.locator('.p-datatable-tbody .p-tag:visible').first()).toBeVisible();
      const titles = await page.locator('.p-datatable-thead .p-column-title:visible').all();
      expect(titles.length).toBeGreaterThan(5);
      for (const header of titles) {
        expect(await header.evaluate(oneLine), await header.innerText()).toBe(true);
      }
      const badges = await page.locator('.p-datatable-tbody .p-tag:visible').all();
      expect(badges.length).toBeGreaterThanOrEqual(10);
      for (const badge of badges) {
        expect(await badge.evaluate(oneLine), await badge.innerText()).toBe(true);
      }
    },
  );

  test(
    'dashboard cards share one height; the personal centre labels stay on one line; the logo title is whole',
    { tag: '@screen' },
    async ({ shell, dev }) => {
      const c = await ConsolePage.signedIn(shell, dev, ADMIN);
      const page = c.page;
      const shortcuts = page.getByRole('main').getByRole('list').last().getByRole('link');
      await expect(shortcuts.first()).toBeVisible();
      const heights = new Set(
        await shortcuts.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height))),
      );
      expect([...heights]).toHaveLength(1);

      await c.expandSidebar();
      await untilStill(page);
      const title = page.locator('.console__sidebar .console__brand-title');
      expect(
        await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1),
      ).toBe(true);

      await c.goto('/profile');
      const terms = page.getByRole('term');
      await expect(terms.first()).toBeVisible();
      await untilStill(page);
      // Polled: on a busy machine the screen's stylesheet may land after the page first looks still.
      for (const term of await terms.all()) {
        await expect
          .poll(
            () =>
              term.evaluate(
                (el) =>
                  el.getClientRects().length === 1 &&
                  el.getBoundingClientRect().height < parseFloat(getComputedStyle(el).lineHeight) * 1.5,
              ),
            { message: `${await term.innerText()} stays on one line` },
          )
          .toBe(true);
      }
    },
  );
});
