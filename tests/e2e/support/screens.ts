import { expect, type Page } from '@playwright/test';

/** Every screen an administrator can reach, by route: the menu's areas, then the hidden and constant screens. */
export const EVERY_SCREEN = [
  '/dashboard',
  '/business/user',
  '/business/points',
  '/business/withdrawal',
  '/business/tag',
  '/business/invitation',
  '/business/user-look?id=1',
  '/config/vehicle',
  '/config/cars',
  '/config/brand',
  '/config/channel',
  '/config/incentive',
  '/config/incentive-edit?id=3',
  '/config/agreement',
  '/config/feedback',
  '/organization/institution',
  '/organization/position',
  '/organization/personnel',
  '/permission/role',
  '/permission/menu',
  '/profile',
  '/401',
  '/404',
] as const;

/** Waits until the current screen has drawn its data: no loading bar, nothing busy, no table loading. */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await expect(
    page
      .locator('.console-loading, [aria-busy="true"], .p-datatable-loading-overlay, .p-skeleton')
      .filter({ visible: true }),
    `the screen at ${page.url()} still loading`,
  ).toHaveCount(0, { timeout: 15_000 });
}

/** Stores the console's settings in the shell's storage (web: localStorage, extension: chrome.storage) and reloads. */
export async function storeSettings(page: Page, settings: object): Promise<void> {
  await page.evaluate(async (value) => {
    const key = 'app-settings';
    const chromeApi = (globalThis as { chrome?: { storage?: { local?: { set(v: object): Promise<void> } } } }).chrome;
    if (chromeApi?.storage?.local) await chromeApi.storage.local.set({ [key]: value });
    else localStorage.setItem(key, JSON.stringify(value));
  }, settings);
  await page.reload();
}
