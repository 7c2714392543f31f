import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { callsSettled } from '../support/settled.ts';

/**
 * Watch a case in the Chrome side panel (docs/support-desk.md): a withdrawal watched from its audit
 * dialog, paid by the payout system (the reference server's development endpoint), is told by a
 * system notification and counted on the toolbar badge after one round of checks. The round is the
 * worker's alarm fired at once (an unpacked extension's alarms are not throttled) rather than a
 * minute's wait; the notification is observed by wrapping `chrome.notifications` in the worker.
 */

type WithdrawalRow = { id: number; orderNo: string; amount: number };

onlyIn('extension', 'the toolbar badge and the worker’s alarm are the extension’s', () => {
  test('Watch a withdrawal: paid on the server → a notification and the badge within one round; Unwatch stops it', async ({
    shell,
    dev,
  }) => {
    const worker = shell.worker!;
    await dev.pendingWithdrawals(3);
    const [tx] = (
      await dev.apiData<{ list: WithdrawalRow[] }>(
        ADMIN,
        '/api/business/withdrawal/list?page=1&limit=1&status=pending&sort=id&order=asc',
      )
    ).list;
    // The notifications the worker shows, kept in the worker (the permission is optional: its API is put there).
    await worker.evaluate(() => {
      const shown: { id: string; message: string }[] = [];
      Object.assign(globalThis, { __shownNotices: shown });
      (chrome as unknown as { notifications: unknown }).notifications = {
        create: async (id: string, options: { message: string }) => void shown.push({ id, message: options.message }),
        clear: async () => true,
        onClicked: { addListener: () => undefined },
      };
    });
    const shown = () =>
      worker.evaluate(() => (globalThis as unknown as { __shownNotices: { message: string }[] }).__shownNotices);
    const badge = () => worker.evaluate(() => chrome.action.getBadgeText({}));
    const round = () =>
      worker.evaluate(() => chrome.alarms.create('watch-check', { when: Date.now(), periodInMinutes: 1 }));

    const c = await ConsolePage.signedIn(shell, dev, ADMIN, `/business/withdrawal?keyword=${tx!.orderNo}`);
    const { page } = c;
    await expect.poll(badge).toBe('3');
    await page.getByRole('button', { name: `Audit withdrawal #${tx!.id}` }).click();
    const dialog = page.getByRole('dialog', { name: `Audit withdrawal #${tx!.id}` });
    await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByText(`Watching ${tx!.orderNo}: you will be told when it changes.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Unwatch', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const watching = page.getByRole('region', { name: 'Watching' });
    await expect(watching).toContainText('1 watched');

    await dev.withdrawalStatus(tx!.id, 'paid');
    await round();
    const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(tx!.amount);
    await expect
      .poll(shown)
      .toEqual([{ id: `watch:withdrawal:${tx!.id}`, message: `Withdrawal ${tx!.orderNo} was paid: ¥${amount}` }]);
    // 2 withdrawals still await audit, and 1 watched change beside them.
    await expect.poll(badge).toBe('3');
    await expect(watching).toContainText('1 change');

    // Opened, the change is seen: the badge counts the waiting work alone. Unwatch empties the list.
    await watching.getByText('Watching', { exact: true }).click();
    await expect(watching.getByRole('list')).toContainText('Paid');
    await expect.poll(badge).toBe('2');
    await watching.getByRole('button', { name: `Unwatch ${tx!.orderNo}` }).click();
    await expect(watching).toContainText('Nothing is watched.');

    // The next round asks nothing and tells nothing.
    const asked = (await dev.requests(`/api/business/withdrawal/info/${tx!.id}`)).length;
    await dev.withdrawalStatus(tx!.id, 'rejected');
    // Once: fired, the alarm is gone (then put back as background.ts keeps it).
    await worker.evaluate(() => chrome.alarms.create('watch-check', { when: Date.now() }));
    await expect.poll(() => worker.evaluate(async () => (await chrome.alarms.get('watch-check')) ?? null)).toBeNull();
    await callsSettled(shell, dev);
    await worker.evaluate(() => chrome.alarms.create('watch-check', { periodInMinutes: 1 }));
    expect(await dev.requests(`/api/business/withdrawal/info/${tx!.id}`)).toHaveLength(asked);
    expect(await shown()).toHaveLength(1);
  });
});
