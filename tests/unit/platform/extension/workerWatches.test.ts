// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The worker's modules read the extension APIs through the polyfill; these tests give them fakes.
vi.mock('webextension-polyfill', () => ({ default: { runtime: {}, storage: {} } }));

const { testWorker, TEST_EXTENSION_ID: ID, TEST_EXTENSION_ORIGIN: ORIGIN } = await import('./testWorker.ts');
const { OPTIONS_PAGE, PANEL_PAGE } = await import('../../../../src/platform/extension/pages.ts');
import { MAX_WATCHES, type Watch } from '../../../../src/contract/watches.ts';
import type { WatchNotice } from '../../../../src/contract/watchNotice.ts';

const PANEL = { id: ID, url: `${ORIGIN}${PANEL_PAGE}` };
const OPTIONS = { id: ID, url: `${ORIGIN}${OPTIONS_PAGE}` };
const HOST = 'https://a.example';
const ORDER = 'TX20261120000012';

type Reply = { status?: number; body: unknown } | 'drop';

/**
 * A worker over in-memory storage and a fake API host: a token per sign-in, the nav of whoever `user`
 * is now, the withdrawals and users of `records` (a missing one answers A0404), 3 awaiting audit.
 */
function worker() {
  let user: Record<string, unknown> = { userId: 7 };
  let issued = 0;
  const records = new Map<string, Record<string, unknown> | Reply>([
    ['withdrawal/12', { id: 12, orderNo: ORDER, status: 'approved', amount: 200 }],
    ['withdrawal/13', { id: 13, orderNo: 'TX20261120000013', status: 'pending', amount: 5 }],
    ['user/3', { id: 3, nickname: '王伟', status: 1 }],
  ]);
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const asked: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url instanceof Request ? url.url : url)).pathname;
    asked.push(path);
    if (path === '/api/sys/login') return json({ code: 0, data: { token: `token-${(issued += 1)}` } });
    if (path === '/api/sys/menu/nav') return json({ code: 0, data: { userInfo: user, menuList: [] } });
    if (path.endsWith('/pendingCount')) return json({ code: 0, data: { count: 3 } });
    const info = /^\/api\/business\/(\w+)\/info\/(\d+)$/.exec(path);
    if (info) {
      const record = records.get(`${info[1]}/${info[2]}`);
      if (record === 'drop') throw new TypeError('Failed to fetch');
      if (!record) return json({ code: 'A0404', msg: '记录不存在', data: null });
      if ('body' in record) return json(record.body, (record.status as number | undefined) ?? 200);
      return json({ code: 0, data: record });
    }
    return json({ code: 0, data: null });
  }) as unknown as typeof fetch;
  const notices: WatchNotice[] = [];
  const badges: [number | null, number | undefined][] = [];
  const broadcasts: unknown[] = [];
  let allowNotices = true;
  const { worker: w, local } = testWorker({
    fetchImpl,
    apiBase: () => ({ get: async () => HOST, invalidate: vi.fn() }),
    deps: {
      notify: async (notice) => {
        if (!allowNotices) return false;
        notices.push(notice);
        return true;
      },
      badge: { show: async (count, watched) => void badges.push([count, watched]) },
      broadcast: (message) => void broadcasts.push(message),
    },
  });
  const send = (message: unknown, sender: object = PANEL) => w.onMessage(message, sender);
  const signIn = async (who: Record<string, unknown> = { userId: 7 }) => {
    user = who;
    const payload = { userName: 'u', password: 'p', uuid: 'x', captcha: 'c' };
    await send({ type: 'session.signIn', request: { kind: 'password', payload }, remember: false });
    await send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
  };
  const watch = (area: string, record: Record<string, unknown>, over: Record<string, unknown> = {}) =>
    send({ type: 'watch.add', area, record, language: 'en', ...over });
  const list = async () =>
    ((await send({ type: 'watch.list', language: 'en' })) as { watches: Watch[] } | null)?.watches ?? null;
  const infoCalls = () => asked.filter((path) => path.includes('/info/'));
  const sealed = () => [...local.items.keys()].filter((key) => key.startsWith('watches:'));
  return {
    worker: w,
    send,
    signIn,
    watch,
    list,
    records,
    notices,
    badges,
    broadcasts,
    infoCalls,
    sealed,
    local,
    refuseNotices: () => (allowNotices = false),
  };
}

const withdrawal12 = { id: 12, orderNo: ORDER, status: 'approved', amount: 200 };

describe('Watch a case — the worker checks the account’s watches on its alarm', () => {
  it('a withdrawal paid: one notification ("Withdrawal TX… was paid: ¥200.00") and the badge counts it beside the work waiting', async () => {
    const s = worker();
    await s.signIn();
    expect(await s.watch('withdrawal', withdrawal12)).toBe('watching');
    s.records.set('withdrawal/12', { ...withdrawal12, status: 'paid' });
    await s.worker.checkWatches();
    expect(s.notices).toEqual([
      { id: 'watch:withdrawal:12', title: 'A watched case changed', message: `Withdrawal ${ORDER} was paid: ¥200.00` },
    ]);
    await vi.waitFor(() => expect(s.badges.at(-1)).toEqual([3, 1]));
    expect(s.broadcasts).toContainEqual({ type: 'watch.changed' });
    const [watched] = (await s.list())!;
    expect(watched).toMatchObject({ id: 12, seen: { status: 'paid' }, unseen: true, lastChange: { to: 'paid' } });
    // The same answer next round is no change; seen in the panel, the badge counts the waiting work alone.
    await s.worker.checkWatches();
    expect(s.notices).toHaveLength(1);
    await s.send({ type: 'watch.seen' });
    await vi.waitFor(() => expect(s.badges.at(-1)).toEqual([3, undefined]));
  });

  it('in the console’s language: a user disabled, in Chinese', async () => {
    const s = worker();
    await s.signIn();
    await s.watch('user', { id: 3, nickname: '王伟', status: 1 }, { language: 'zh-cn' });
    s.records.set('user/3', { id: 3, nickname: '王伟', status: 0 });
    await s.worker.checkWatches();
    expect(s.notices.map((n) => [n.title, n.message])).toEqual([['关注的记录有变化', '用户 王伟 已禁用']]);
  });

  it('without the notifications permission the change still counts on the badge and in the list', async () => {
    const s = worker();
    await s.signIn();
    await s.watch('withdrawal', withdrawal12);
    s.refuseNotices();
    s.records.set('withdrawal/12', { ...withdrawal12, status: 'paid' });
    await s.worker.checkWatches();
    await vi.waitFor(() => expect(s.badges.at(-1)).toEqual([3, 1]));
    expect((await s.list())![0]).toMatchObject({ unseen: true });
  });

  it('a record deleted is reported once and unwatched: not asked for again', async () => {
    const s = worker();
    await s.signIn();
    await s.watch('withdrawal', withdrawal12);
    await s.watch('withdrawal', { id: 13, orderNo: 'TX20261120000013', status: 'pending', amount: 5 });
    s.records.delete('withdrawal/12');
    await s.worker.checkWatches();
    expect(s.notices.map((n) => n.message)).toEqual([
      `Withdrawal ${ORDER} is no longer available and is not watched any more`,
    ]);
    const calls = s.infoCalls().length;
    await s.worker.checkWatches();
    await s.worker.checkWatches();
    expect(s.notices).toHaveLength(1);
    // Only the watch still live is asked for, once a round.
    expect(s.infoCalls().slice(calls)).toEqual([
      '/api/business/withdrawal/info/13',
      '/api/business/withdrawal/info/13',
    ]);
    expect((await s.list())!.map((w) => [w.id, w.ended ?? false])).toEqual([
      [12, true],
      [13, false],
    ]);
    // Seen: the ended watch leaves the list.
    await s.send({ type: 'watch.seen' });
    expect((await s.list())!.map((w) => w.id)).toEqual([13]);
  });

  it.each<[string, Reply]>([
    ['the connection dropped', 'drop'],
    ['a server error', { status: 500, body: { code: 'B0001', msg: '系统出错' } }],
    ['the session expired', { body: { code: 500, msg: 'token无效' } }],
    ['an answer for another record', { body: { code: 0, data: { id: 99, status: 'paid' } } }],
  ])('a failed check (%s) is no change: nothing reported, tried again next round', async (_name, reply) => {
    const s = worker();
    await s.signIn();
    await s.watch('withdrawal', withdrawal12);
    s.records.set('withdrawal/12', reply);
    await s.worker.checkWatches();
    expect(s.notices).toEqual([]);
    expect((await s.list())![0]).toMatchObject({ id: 12, seen: { status: 'approved' } });
    expect((await s.list())![0]!.unseen).toBeUndefined();
    s.records.set('withdrawal/12', { ...withdrawal12, status: 'paid' });
    await s.worker.checkWatches();
    expect(s.notices.map((n) => n.message)).toEqual([`Withdrawal ${ORDER} was paid: ¥200.00`]);
  });

  it('sign-out stops the watches: the sealed record goes, no round asks anything, the same account finds none', async () => {
    const s = worker();
    await s.signIn();
    await s.watch('withdrawal', withdrawal12);
    expect(s.sealed()).toHaveLength(1);
    await s.send({ type: 'session.signOut' });
    expect(s.sealed()).toEqual([]);
    const calls = s.infoCalls().length;
    await s.worker.checkWatches();
    expect(s.infoCalls()).toHaveLength(calls);
    expect(await s.list()).toBeNull();
    expect(await s.watch('withdrawal', withdrawal12)).toBe('unavailable');
    await s.signIn();
    expect(await s.list()).toEqual([]);
  });

  it('a sign-out during a round keeps nothing and reports nothing', async () => {
    const s = worker();
    await s.signIn();
    await s.watch('withdrawal', withdrawal12);
    s.records.set('withdrawal/12', { ...withdrawal12, status: 'paid' });
    const round = s.worker.checkWatches();
    await s.send({ type: 'session.signOut' });
    await round;
    expect(s.notices).toEqual([]);
    expect(s.sealed()).toEqual([]);
  });

  it('a page cannot name another account: an account or host it adds is not read', async () => {
    const s = worker();
    await s.signIn({ userId: 7 });
    await s.watch('withdrawal', withdrawal12, { account: 'id:8', host: 'https://b.example' });
    await s.signIn({ userId: 8 });
    expect(await s.send({ type: 'watch.list', language: 'en', account: 'id:7' })).toEqual({ watches: [] });
    await s.signIn({ userId: 7 });
    expect((await s.list())!.map((w) => w.id)).toEqual([12]);
  });

  it('a page cannot read another account’s watches, and the round checks only the signed-in account’s', async () => {
    const s = worker();
    await s.signIn({ userId: 7 });
    await s.watch('withdrawal', withdrawal12);
    await s.send({ type: 'session.clear' });
    // Expired: no account is live, nothing is read or checked.
    expect(await s.list()).toBeNull();
    await s.signIn({ userName: 'operator' });
    expect(await s.list()).toEqual([]);
    const calls = s.infoCalls().length;
    await s.worker.checkWatches();
    expect(s.infoCalls()).toHaveLength(calls);
    // Sealed: no order number, account or host in storage.
    expect(JSON.stringify(Object.fromEntries(s.local.items))).not.toMatch(/TX2026|id:7|a\.example/);
  });

  it('watches are the panel’s alone: the options page and other pages get no answer', async () => {
    const s = worker();
    await s.signIn();
    for (const sender of [OPTIONS, { id: ID, url: `${ORIGIN}other.html` }, { id: 'other', url: PANEL.url }]) {
      expect(s.send({ type: 'watch.list', language: 'en' }, sender)).toBeUndefined();
      expect(
        s.send({ type: 'watch.add', area: 'withdrawal', record: withdrawal12, language: 'en' }, sender),
      ).toBeUndefined();
    }
    expect(s.sealed()).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['an unknown area', { type: 'watch.add', area: 'points', record: withdrawal12, language: 'en' }],
    ['a record without an id', { type: 'watch.add', area: 'withdrawal', record: { status: 'paid' }, language: 'en' }],
    ['an unknown language', { type: 'watch.add', area: 'withdrawal', record: withdrawal12, language: 'fr' }],
    ['a remove without an id', { type: 'watch.remove', area: 'withdrawal' }],
    ['a list without a language', { type: 'watch.list' }],
  ])('a malformed watch message (%s) is refused', async (_name, message) => {
    const s = worker();
    await s.signIn();
    expect(s.send(message)).toBeUndefined();
    expect(s.sealed()).toEqual([]);
  });

  it(`at most ${MAX_WATCHES} watches an account; watching one again keeps one watch`, async () => {
    const s = worker();
    await s.signIn();
    for (let id = 1; id <= MAX_WATCHES; id += 1)
      expect(await s.watch('withdrawal', { id, orderNo: `TX2026112000${id}`, status: 'pending' })).toBe('watching');
    expect(await s.watch('withdrawal', { id: 1, orderNo: 'TX20261120001', status: 'pending' })).toBe('watching');
    expect(await s.watch('withdrawal', { ...withdrawal12, id: 999 })).toBe('full');
    expect(await s.list()).toHaveLength(MAX_WATCHES);
    await s.send({ type: 'watch.remove', area: 'withdrawal', id: 1 });
    expect(await s.watch('withdrawal', { ...withdrawal12, id: 999 })).toBe('watching');
  });

  it('a notification clicked leaves its record for the panel: the order number, or the user’s id', async () => {
    const s = worker();
    await s.signIn();
    await s.watch('withdrawal', withdrawal12);
    await s.watch('user', { id: 3, nickname: '王伟', status: 1 });
    expect(await s.worker.noticeClicked('watch:withdrawal:12')).toBe(true);
    expect(await s.send({ type: 'lookup.take' })).toBe(ORDER);
    expect(await s.worker.noticeClicked('watch:user:3')).toBe(true);
    expect(await s.send({ type: 'lookup.take' })).toBe('ID 3');
    expect(await s.worker.noticeClicked('another-extension-notice')).toBe(false);
  });
});
