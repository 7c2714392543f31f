import { expect, type Page } from '@playwright/test';

/** Signs out the way a person does: the user menu in the navigation bar, then Sign out. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/#\/login/);
}
