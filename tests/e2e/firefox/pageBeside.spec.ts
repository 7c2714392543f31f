import type { ElementHandle } from 'puppeteer-core';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../support/firefoxFixtures.ts';
import { ADMIN } from '../support/accounts.ts';
import { OPTIONS_PAGE } from '../support/firefox.ts';

/**
 * docs/support-desk.md "On this page", in Firefox: the sidebar's page (in a tab, as the suite opens
 * it) follows a help-desk site it was given, and Copy for ticket on a card puts its summary on the
 * clipboard. What differs from Chrome: Firefox grants the site at run time (optional host permission).
 */

type UserRow = { mobile: string; nickname: string };
type WithdrawalRow = { orderNo: string };

test('Follow the page in the sidebar: a help desk’s mobile and order number become cards, and Copy for ticket copies one', async ({
  panel,
  dev,
  firefox,
  openPage,
}) => {
  const user = (await dev.apiData<{ list: UserRow[] }>(ADMIN, '/api/business/user/list?page=1&limit=1')).list[0]!;
  const withdrawal = (
    await dev.apiData<{ list: WithdrawalRow[] }>(ADMIN, '/api/business/withdrawal/list?page=1&limit=1')
  ).list[0]!;
  const desk = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(`<!doctype html><title>Ticket</title><p>Customer ${user.mobile} asks about ${withdrawal.orderNo}</p>`);
  });
  await new Promise<void>((done) => desk.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(desk.address() as AddressInfo).port}`;
  try {
    await panel.signedIn(ADMIN);
    // The options page: the site added, and Firefox asked for access to it inside the click.
    const options = await openPage(OPTIONS_PAGE);
    await options.fill('Site', origin);
    await options.click('button', 'Add site');
    await options.page.waitForFunction(
      (site) => [...document.querySelectorAll('li')].some((item) => item.textContent?.startsWith(site)),
      { polling: 100, timeout: 10_000 },
      origin,
    );

    const ticket = await firefox.browser.newPage();
    await ticket.goto(`${origin}/ticket/1`);
    await ticket.bringToFront();
    const cardsShow = (text: string) =>
      panel.page.waitForFunction(
        (wanted) =>
          [...document.querySelectorAll('[aria-labelledby="on-this-page-title"] li')].some((card) =>
            card.textContent?.includes(wanted),
          ),
        { polling: 100, timeout: 10_000 },
        text,
      );
    await cardsShow(withdrawal.orderNo);
    await cardsShow('Pending withdrawals');
    expect(await panel.page.evaluate(() => document.body.innerText)).toContain(user.nickname);

    // Copy for ticket on the withdrawal's card: its summary, labelled in English, on the clipboard.
    const copy = await panel.page.waitForFunction(
      (orderNo) =>
        [...document.querySelectorAll('[aria-labelledby="on-this-page-title"] li')]
          .find((card) => card.textContent?.includes(orderNo))
          ?.querySelector('button[aria-label="Copy for ticket"]') ?? null,
      { polling: 100, timeout: 5_000 },
      withdrawal.orderNo,
    );
    // What the page hands the clipboard is recorded on its way (reading it back needs a permission the
    // add-on does not ask for).
    await panel.page.evaluate(() => {
      const written: string[] = [];
      (globalThis as unknown as { __written: string[] }).__written = written;
      const clipboard = navigator.clipboard;
      const write = clipboard.write?.bind(clipboard);
      const writeText = clipboard.writeText.bind(clipboard);
      clipboard.writeText = async (text: string) => {
        written.push(text);
        return writeText(text);
      };
      if (write)
        clipboard.write = async (items: ClipboardItems) => {
          for (const item of items)
            if (item.types.includes('text/plain')) written.push(await (await item.getType('text/plain')).text());
          return write(items);
        };
    });
    // Pressed with the ticket's tab still the active one (the panel's page, in a tab of its own here,
    // would otherwise become the page beside it, as a sidebar never does); a background tab's
    // clipboard may refuse the write, so what the page hands it is what is checked.
    await (copy as unknown as ElementHandle<HTMLElement>).evaluate((button) => button.click());
    await panel.page.waitForFunction(() => (globalThis as unknown as { __written: string[] }).__written.length > 0, {
      polling: 100,
      timeout: 5_000,
    });
    const copied = await panel.page.evaluate(() => (globalThis as unknown as { __written: string[] }).__written);
    expect(copied.join('\n')).toContain(`Order number: ${withdrawal.orderNo}`);
    await ticket.close();
  } finally {
    desk.close();
  }
});
