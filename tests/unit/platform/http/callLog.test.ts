import { describe, expect, it, vi } from 'vitest';
import {
  CALL_LOG_LIMIT,
  createCallLog,
  describeCall,
  readStoredCalls,
  type CallLogStore,
} from '../../../../src/platform/http/callLog.ts';
import type { ApiRequest, LoggedCall, TransportReply } from '../../../../src/contract/platform.ts';

const TOKEN = 'tok-31d9b0e4a6c2f857';

/** A call as describeCall makes it, told apart by its path. */
const entry = (n: number): Omit<LoggedCall, 'id'> => ({
  at: 1_700_000_000_000 + n,
  method: 'GET',
  path: `/api/x/${n}`,
  outcome: 'ok',
  durationMs: 1,
  request: {},
});
const stored = (id: number): LoggedCall => ({ id, ...entry(id) });

/** A store in memory that counts its loads and keeps every save. */
function memoryStore(initial?: unknown, overrides: Partial<CallLogStore> = {}) {
  const saves: LoggedCall[][] = [];
  let loads = 0;
  const store: CallLogStore = {
    async load() {
      loads += 1;
      return initial;
    },
    async save(calls) {
      saves.push(calls);
    },
    ...overrides,
  };
  return { store, saves, loads: () => loads };
}

describe('createCallLog — the last 200 calls, oldest first', () => {
  it('keeps 200', () => {
    expect(CALL_LOG_LIMIT).toBe(200);
  });

  it('records in order, with ids counting up from 1', async () => {
    const log = createCallLog();
    expect(await log.list()).toEqual([]);
    for (let n = 1; n <= 3; n += 1) await log.record(entry(n));
    expect(await log.list()).toEqual([stored(1), stored(2), stored(3)]);
  });

  it('keeps only the last 200: the oldest go first, ids keep increasing', async () => {
    const log = createCallLog();
    for (let n = 1; n <= 250; n += 1) await log.record(entry(n));
    const calls = await log.list();
    expect(calls).toHaveLength(200);
    expect(calls[0]).toEqual(stored(51));
    expect(calls.at(-1)).toEqual(stored(250));
    expect(calls.every((c, i) => i === 0 || c.id > calls[i - 1]!.id)).toBe(true);
  });

  it('a smaller limit keeps fewer', async () => {
    const log = createCallLog(undefined, 2);
    for (let n = 1; n <= 5; n += 1) await log.record(entry(n));
    expect((await log.list()).map((c) => c.id)).toEqual([4, 5]);
  });

  it('calls recorded at the same moment all get their own id', async () => {
    const log = createCallLog();
    await Promise.all(Array.from({ length: 30 }, (_, i) => log.record(entry(i + 1))));
    const ids = (await log.list()).map((c) => c.id);
    expect(new Set(ids).size).toBe(30);
  });

  it('clear empties it; ids keep increasing after a clear (a row opened before is not a new call)', async () => {
    const log = createCallLog();
    await log.record(entry(1));
    await log.record(entry(2));
    await log.clear();
    expect(await log.list()).toEqual([]);
    await log.record(entry(3));
    const [first] = await log.list();
    expect(first!.path).toBe('/api/x/3');
    expect(first!.id).toBeGreaterThan(2);
  });

  it('subscribers hear of every record and clear; unsubscribed, they hear nothing', async () => {
    const log = createCallLog();
    const heard = vi.fn();
    const other = vi.fn();
    const stop = log.subscribe(heard);
    log.subscribe(other);
    await log.record(entry(1));
    expect(heard).toHaveBeenCalledTimes(1);
    await log.clear();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    await log.record(entry(2));
    await log.clear();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(4);
  });

  it('a subscriber hears after the call is in the list', async () => {
    const log = createCallLog();
    const seen: number[] = [];
    log.subscribe(() => void log.list().then((calls) => seen.push(calls.length)));
    await log.record(entry(1));
    await log.record(entry(2));
    await vi.waitFor(() => expect(seen).toEqual([1, 2]));
  });
});

describe('createCallLog with a store — it outlives a stopped worker', () => {
  it('loads before the first use, once', async () => {
    const { store, loads } = memoryStore([stored(1), stored(2)]);
    const log = createCallLog(store);
    expect(loads()).toBe(0);
    const [a, b] = await Promise.all([log.list(), log.list()]);
    expect(a).toEqual([stored(1), stored(2)]);
    expect(b).toEqual(a);
    await log.list();
    expect(loads()).toBe(1);
  });

  it('a record before any list goes after the stored calls, with the next id', async () => {
    const { store } = memoryStore([stored(6), stored(7)]);
    const log = createCallLog(store);
    await log.record(entry(8));
    expect((await log.list()).map((c) => c.id)).toEqual([6, 7, 8]);
  });

  it('a stored log over the limit keeps its last calls', async () => {
    const { store } = memoryStore(Array.from({ length: 10 }, (_, i) => stored(i + 1)));
    const log = createCallLog(store, 3);
    expect((await log.list()).map((c) => c.id)).toEqual([8, 9, 10]);
  });

  it.each<[string, unknown, number[]]>([
    ['nothing stored', undefined, []],
    ['a string', 'x', []],
    ['an object', { 0: stored(1) }, []],
    ['junk entries', [1, null, { id: 'a' }, 'call', [], {}], []],
    ['a valid entry among junk', [1, null, { id: 'a' }, stored(4), { ...stored(5), at: 'now' }], [4]],
    ['entries missing a field', [{ ...stored(1), path: undefined }, { ...stored(2), method: 3 }, stored(3)], [3]],
  ])('a corrupt store (%s) keeps only the valid entries', async (_name, value, ids) => {
    const { store } = memoryStore(value);
    const log = createCallLog(store);
    expect((await log.list()).map((c) => c.id)).toEqual(ids);
    await log.record(entry(9));
    expect((await log.list()).length).toBe(ids.length + 1);
  });

  it('a store whose load fails still works, in memory', async () => {
    const { store, saves } = memoryStore(undefined, { load: () => Promise.reject(new Error('no storage')) });
    const log = createCallLog(store);
    await log.record(entry(1));
    expect((await log.list()).map((c) => c.path)).toEqual(['/api/x/1']);
    expect(saves.at(-1)).toHaveLength(1);
  });

  it('saves after every change: a record and a clear', async () => {
    const { store, saves } = memoryStore([]);
    const log = createCallLog(store);
    await log.list();
    expect(saves).toHaveLength(0);
    await log.record(entry(1));
    expect(saves.at(-1)!.map((c) => c.path)).toEqual(['/api/x/1']);
    await log.record(entry(2));
    expect(saves.at(-1)).toHaveLength(2);
    await log.clear();
    expect(saves.at(-1)).toEqual([]);
  });

  it('coalesces a burst: 50 calls recorded at once are saved far fewer than 50 times, the last save has all', async () => {
    const { store, saves } = memoryStore([]);
    const log = createCallLog(store);
    await Promise.all(Array.from({ length: 50 }, (_, i) => log.record(entry(i + 1))));
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.length).toBeLessThanOrEqual(5);
    expect(saves.at(-1)).toHaveLength(50);
    expect(saves.at(-1)).toEqual(await log.list());
  });

  it('calls recorded while a slow save is under way are saved together once it ends', async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const saves: number[] = [];
    const log = createCallLog({
      load: async () => [],
      save: (calls) => {
        saves.push(calls.length);
        return saves.length === 1 ? first : Promise.resolve();
      },
    });
    const one = log.record(entry(1));
    await vi.waitFor(() => expect(saves).toEqual([1]));
    const rest = Array.from({ length: 20 }, (_, i) => log.record(entry(i + 2)));
    await Promise.resolve();
    expect(saves).toEqual([1]);
    release();
    await Promise.all([one, ...rest]);
    expect(saves).toEqual([1, 21]);
  });

  it('a save that fails does not break recording, nor the saves after it', async () => {
    let fail = true;
    const saves: number[] = [];
    const log = createCallLog({
      load: async () => [],
      save: async (calls) => {
        saves.push(calls.length);
        if (fail) throw new Error('quota exceeded');
      },
    });
    await expect(log.record(entry(1))).resolves.toBeUndefined();
    await expect(log.clear()).resolves.toBeUndefined();
    fail = false;
    await log.record(entry(2));
    expect((await log.list()).map((c) => c.path)).toEqual(['/api/x/2']);
    expect(saves).toEqual([1, 0, 1]);
  });
});

describe('createCallLog with a save delay — the worker writes its log at most once a second', () => {
  it('a busy moment becomes one write, made when the delay is over, holding every call', async () => {
    vi.useFakeTimers();
    try {
      const { store, saves } = memoryStore();
      const log = createCallLog(store, CALL_LOG_LIMIT, 1000);
      for (let n = 1; n <= 30; n++) await log.record(entry(n));
      expect(saves).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(999);
      expect(saves).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(saves).toHaveLength(1);
      expect(saves[0]!.map((call) => call.path)).toEqual(Array.from({ length: 30 }, (_, i) => `/api/x/${i + 1}`));
      // The next change starts a new delay; a clear is written too.
      await log.record(entry(31));
      await log.clear();
      await vi.advanceTimersByTimeAsync(1000);
      expect(saves).toHaveLength(2);
      expect(saves[1]).toEqual([]);
      // Reading never waits for a write.
      expect(await log.list()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readStoredCalls — a stored log as far as it can be read', () => {
  it.each<[string, unknown, number]>([
    ['undefined', undefined, 0],
    ['null', null, 0],
    ['a string', 'x', 0],
    ['a number', 5, 0],
    ['an object', { list: [stored(1)] }, 0],
    ['junk', [1, null, { id: 'a' }], 0],
    ['calls', [stored(1), stored(2)], 2],
    ['a call among junk', ['x', stored(1), { id: 2 }], 1],
    [
      'calls with a field of the wrong type',
      [
        { ...stored(1), id: '1' },
        { ...stored(2), at: '2026-01-01' },
        { ...stored(3), method: 1 },
        { ...stored(4), path: null },
        { ...stored(5), outcome: true },
      ],
      0,
    ],
  ])('%s', (_name, value, count) => {
    expect(readStoredCalls(value)).toHaveLength(count);
  });

  it('answers the valid entries as they are', () => {
    expect(readStoredCalls([null, stored(3)])).toEqual([stored(3)]);
  });
});

describe('describeCall — what a call sent is read with the field rules (the one secret rule)', () => {
  const at = { at: 1_700_000_000_000, durationMs: 12.4 };
  const ok: TransportReply = { ok: true, status: 200, body: { code: 0, msg: 'success', data: { uuid: 'u-1' } } };

  it.each<[string, ApiRequest, unknown]>([
    [
      'a sign-in by SMS: its bare code',
      { method: 'POST', url: '/api/sys/loginBySms', data: { mobile: '138', code: '864209' } },
      { mobile: '138', code: '[redacted]' },
    ],
    [
      'a code beside the captcha uuid',
      { method: 'POST', url: '/api/sys/login', data: { userName: 'a', password: 'p', uuid: 'u-1', code: 'k7Qz' } },
      { userName: 'a', password: '[redacted]', uuid: 'u-1', code: '[redacted]' },
    ],
    [
      'a password change: current and confirm',
      { method: 'PUT', url: '/api/sys/user/changePs', data: { current: 'old', confirm: 'new', newPass: 'new' } },
      { current: '[redacted]', confirm: '[redacted]', newPass: '[redacted]' },
    ],
    [
      "a brand's code",
      { method: 'POST', url: '/api/config/brand', data: { code: 'BMW', name: 'BMW' } },
      { code: 'BMW', name: 'BMW' },
    ],
  ])('%s', (_name, request, data) => {
    const logged = describeCall(request, ok, at);
    expect(logged.request.data).toEqual(data);
    // The reply's envelope code stays: it is a result, not a secret.
    expect(logged.code).toBe(0);
    expect(logged.reply).toEqual({ code: 0, msg: 'success', data: { uuid: 'u-1' } });
  });

  it('a query parameter `code` sent to a sign-in path is redacted too', () => {
    const logged = describeCall({ method: 'GET', url: '/api/sys/login', params: { code: '1' } }, ok, at);
    expect(logged.request.params).toEqual({ code: '[redacted]' });
  });
});

describe('describeCall — a call as the log keeps it', () => {
  const at = { at: 1_700_000_000_000, durationMs: 12.4 };
  const get: ApiRequest = { method: 'GET', url: '/api/business/user/list', params: { page: 1, keyword: 'a' } };

  it.each<[string, TransportReply, Partial<LoggedCall>]>([
    [
      'an answer with code 0',
      { ok: true, status: 200, body: { code: 0, msg: 'success', data: [] } },
      { outcome: 'ok', status: 200, code: 0, msg: 'success', reply: { code: 0, msg: 'success', data: [] } },
    ],
    [
      'a refusal',
      { ok: true, status: 200, body: { code: 'A0301', msg: 'no access' } },
      { outcome: 'ok', status: 200, code: 'A0301', msg: 'no access', reply: { code: 'A0301', msg: 'no access' } },
    ],
    [
      'an HTTP error',
      { ok: false, kind: 'http', status: 502, body: { code: 'B0001', msg: 'bad gateway' } },
      { outcome: 'http', status: 502, code: 'B0001', msg: 'bad gateway', reply: { code: 'B0001', msg: 'bad gateway' } },
    ],
    ['an HTTP error without a body', { ok: false, kind: 'http', status: 404 }, { outcome: 'http', status: 404 }],
    ['a timeout', { ok: false, kind: 'timeout' }, { outcome: 'timeout' }],
    ['a dropped connection', { ok: false, kind: 'network' }, { outcome: 'network' }],
    ['a refused request', { ok: false, kind: 'setup' }, { outcome: 'setup' }],
  ])('%s: outcome, status, code and msg', (_name, reply, expected) => {
    const logged = describeCall(get, reply, at);
    expect(logged).toEqual({
      at: at.at,
      method: 'GET',
      path: '/api/business/user/list',
      durationMs: 12,
      request: { params: { page: 1, keyword: 'a' } },
      ...expected,
    });
  });

  it.each<[string, unknown, Partial<LoggedCall>]>([
    ['a body without an envelope', { list: [], totalCount: 0 }, { reply: { list: [], totalCount: 0 } }],
    ['a list body', [{ code: 1, msg: 'x' }], { reply: [{ code: 1, msg: 'x' }] }],
    ['a text body', 'plain', { reply: 'plain' }],
    ['a null body', null, { reply: null }],
    ['a code that is no string or number', { code: { x: 1 }, msg: 5 }, { reply: { code: { x: 1 }, msg: 5 } }],
  ])('%s: code and msg only when the envelope has them', (_name, body, expected) => {
    const logged = describeCall(get, { ok: true, status: 200, body }, at);
    expect(logged).not.toHaveProperty('code');
    expect(logged).not.toHaveProperty('msg');
    expect(logged).toMatchObject(expected);
  });

  it('no body, no reply', () => {
    expect(describeCall(get, { ok: true, status: 204, body: undefined }, at)).not.toHaveProperty('reply');
    expect(describeCall(get, { ok: false, kind: 'timeout' }, at)).not.toHaveProperty('reply');
    expect(describeCall(get, { ok: false, kind: 'timeout' }, at)).not.toHaveProperty('status');
  });

  it.each([
    ['/api/x?Token=abc', '/api/x'],
    ['/api/x?a=1#frag', '/api/x'],
    ['/api/x#frag?b=2', '/api/x'],
    ['/api/x', '/api/x'],
  ])('the path %j drops its query: %j', (url, path) => {
    expect(describeCall({ method: 'GET', url }, { ok: false, kind: 'timeout' }, at).path).toBe(path);
  });

  it.each([
    [12.4, 12],
    [12.5, 13],
    [0, 0],
    [-3, 0],
    [-0.4, 0],
  ])('a duration of %s ms is kept as %s', (durationMs, kept) => {
    expect(describeCall(get, { ok: false, kind: 'timeout' }, { at: 0, durationMs }).durationMs).toBe(kept);
  });

  it('keeps only what was asked: params and data when given', () => {
    expect(describeCall({ method: 'GET', url: '/a' }, { ok: false, kind: 'timeout' }, at).request).toEqual({});
    expect(
      describeCall({ method: 'POST', url: '/a', data: { name: 'x' } }, { ok: false, kind: 'timeout' }, at).request,
    ).toEqual({ data: { name: 'x' } });
  });

  it('redacts the request, the reply, the msg and the path, the token text too', () => {
    const logged = describeCall(
      {
        method: 'POST',
        url: `/api/echo/${TOKEN}?q=1`,
        params: { Token: TOKEN, note: `t=${TOKEN}` },
        data: { userName: 'admin', password: 'S3cret-pw-1', captcha: 'k7Qz', nested: [{ smsCode: '864209' }] },
      },
      {
        ok: true,
        status: 200,
        body: { code: 'A0230', msg: `token ${TOKEN} expired`, data: { token: TOKEN, mustChangePassword: true } },
      },
      at,
      [TOKEN],
    );
    const text = JSON.stringify(logged);
    for (const secret of [TOKEN, 'S3cret-pw-1', 'k7Qz', '864209']) expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      path: '/api/echo/[redacted]',
      msg: 'token [redacted] expired',
      request: {
        params: { Token: '[redacted]', note: 't=[redacted]' },
        data: { userName: 'admin', password: '[redacted]', captcha: '[redacted]', nested: [{ smsCode: '[redacted]' }] },
      },
      reply: { data: { token: '[redacted]', mustChangePassword: true } },
    });
  });

  it('cuts a long reply', () => {
    const logged = describeCall(get, { ok: true, status: 200, body: { code: 0, data: 'x'.repeat(5000) } }, at);
    expect((logged.reply as { data: string }).data.length).toBeLessThan(1100);
  });
});

describe('the request log at its edges', () => {
  it('a log read back from storage goes on from its last id', async () => {
    const stored = [5, 6, 7].map((id) => ({
      id,
      at: 1,
      method: 'GET',
      path: '/x',
      outcome: 'ok',
      durationMs: 1,
      request: {},
    }));
    const log = createCallLog({ load: async () => stored, save: async () => undefined });
    await log.record({ at: 2, method: 'GET', path: '/y', outcome: 'ok', durationMs: 1, request: {} });
    expect((await log.list()).map((call) => call.id).sort((a, b) => a - b)).toEqual([5, 6, 7, 8]);
  });

  it('a call without params or data records neither', () => {
    const described = describeCall(
      { method: 'GET', url: '/api/x' },
      { ok: true, status: 200, body: { code: 0 } },
      { at: 1, durationMs: 2 },
    );
    expect(described.request).toStrictEqual({});
  });
});
