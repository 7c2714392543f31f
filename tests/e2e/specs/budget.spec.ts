import { resolve } from 'node:path';
import { test, expect } from '../support/fixtures.ts';
import { describeAssets, meterAssets } from '../../support/loadedAssets.ts';

/** Budget: the sign-in screen costs at most 150 KB gzip of JS and CSS together. */
const LOGIN_BUDGET_KB = 150;

test('budget: /login loads at most 150 KB gzip of JS+CSS', async ({ shell, shellKind }) => {
  test.skip(shellKind !== 'web', 'the budget is the web build’s: the extension loads from disk');
  const meter = meterAssets(shell.page, resolve('dist/web'));
  await shell.open('/login');
  await expect(shell.page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  await shell.page.waitForLoadState('networkidle');
  const kb = meter.gzipTotal() / 1024;
  test.info().annotations.push({
    type: 'size',
    description: `/login: ${kb.toFixed(1)} KB gzip of JS+CSS in ${meter.assets().length} files`,
  });
  expect(
    kb,
    `/login loads ${kb.toFixed(1)} KB gzip of JS+CSS (budget ${LOGIN_BUDGET_KB} KB):\n${describeAssets(meter.assets())}`,
  ).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
});
