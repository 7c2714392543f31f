import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../../server/listen.ts';
import { DevApi } from '../e2e/support/devApi.ts';
import { median } from './buildRoutes.bench.ts';
import { launchBenchExtension, signIn } from './browser.bench.ts';

const ADMIN = { userName: 'admin', password: 'admin123' };

export interface PageBesideTimings {
  /** Median: the help desk's tab brought to the front → both cards drawn in the panel. */
  medianMs: number;
  runs: number[];
}

/**
 * "Tab activated → cards drawn" (docs/support-desk.md): the side panel (its page in a tab, as in
 * the end-to-end tests) beside a help-desk page on another loopback origin that names a customer's
 * mobile and a withdrawal's order number. Each run opens a new ticket tab (answers are kept per
 * page, so each asks again) and times from bringing it to the front until both cards are drawn.
 */
export async function benchPageBeside(api: RunningServer, runs = 7): Promise<PageBesideTimings> {
  const dev = new DevApi(api.url);
  const user = (await dev.apiData<{ list: { mobile: string }[] }>(ADMIN, '/api/business/user/list?page=1&limit=1'))
    .list[0]!;
  const withdrawal = (
    await dev.apiData<{ list: { orderNo: string }[] }>(ADMIN, '/api/business/withdrawal/list?page=1&limit=1')
  ).list[0]!;
  const desk = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(`<!doctype html><title>Ticket</title><p>Customer ${user.mobile} asks about ${withdrawal.orderNo}</p>`);
  });
  await new Promise<void>((done) => desk.listen(0, '127.0.0.1', done));
  const deskOrigin = `http://127.0.0.1:${(desk.address() as AddressInfo).port}`;
  let launched: Awaited<ReturnType<typeof launchBenchExtension>> | null = null;
  try {
    launched = await launchBenchExtension({ 'api-base': api.url, 'help-desk-sites': [`${deskOrigin}/*`] });
    const { context, worker } = launched;
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${new URL(worker.url()).host}/src/platform/extension/sidepanel.html#/login`);
    await signIn(panel, dev);
    await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
    await panel.getByRole('heading', { name: /Welcome back/ }).waitFor();
    const cards = panel.getByRole('list', { name: 'On this page' });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ticket = await context.newPage();
      await ticket.goto(`${deskOrigin}/ticket/${i}`);
      // The panel's page in front again, as when the agent looks at it, then the ticket tab activated.
      await panel.bringToFront();
      const started = performance.now();
      await ticket.bringToFront();
      await cards.getByRole('button', { name: new RegExp(withdrawal.orderNo) }).waitFor({ timeout: 5000 });
      await cards.getByRole('listitem').nth(1).waitFor({ timeout: 5000 });
      times.push(performance.now() - started);
      await ticket.close();
    }
    return { medianMs: median(times), runs: times };
  } finally {
    await launched?.close();
    desk.close();
  }
}
