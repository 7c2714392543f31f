// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The worker's modules read the extension APIs through the polyfill; these tests give them fakes.
vi.mock('webextension-polyfill', () => ({ default: { runtime: {}, storage: {} } }));

const { createSealedDraftStore, isSealedDraft, SEALED_DRAFT_VERSION } =
  await import('../../../../src/platform/extension/sealedDrafts.ts');
const { testWorker, TEST_EXTENSION_ID: ID, TEST_EXTENSION_ORIGIN: ORIGIN } = await import('./testWorker.ts');
const { workerDrafts } = await import('../../../../src/platform/extension/extensionPlatform.ts');
const { isRepeatable, sendToWorker } = await import('../../../../src/platform/extension/messageGateway.ts');
const { isPanelSender, parseWorkerRequest } = await import('../../../../src/platform/extension/protocol.ts');
const { seal } = await import('../../../../src/platform/extension/seal.ts');
const { OPTIONS_PAGE, PANEL_PAGE } = await import('../../../../src/platform/extension/pages.ts');
const { memoryArea } = await import('./memoryArea.ts');
import {
  DRAFT_TTL_MS,
  MAX_DRAFT_BYTES,
  MAX_DRAFT_NAME_LENGTH,
  MAX_DRAFTS_PER_ACCOUNT,
  type Draft,
} from '../../../../src/contract/drafts.ts';
import type { WorkerRequest } from '../../../../src/platform/extension/protocol.ts';

const PANEL = { id: ID, url: `${ORIGIN}${PANEL_PAGE}` };
const OPTIONS = { id: ID, url: `${ORIGIN}${OPTIONS_PAGE}` };
const HOST = 'https://a.example';
const ACCOUNT = 'id:7';
const FORM = 'resource:user:edit:12';
const NOW = Date.now();

/** Field names and values that must never be readable in storage. */
const FIELD = 'nickNameWithAMarker';
const VALUE = 'Zebediah-the-typed-value';
const draft = (over: Partial<Draft> = {}): Draft => ({
  form: FORM,
  savedAt: NOW - 1000,
  base: { [FIELD]: 'Ann-the-base-value' },
  values: { [FIELD]: VALUE, roles: [3, 4] },
  ...over,
});
const at = (form = FORM, account = ACCOUNT, host = HOST) => ({ account, host, form });

function store(options: { now?: () => number } = {}) {
  const area = memoryArea();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const drafts = createSealedDraftStore({ area, sealingKey: () => key, ...options });
  return { area, key, drafts };
}

/** Everything the area holds and every change event it raised, as a page could read them. */
const visible = (area: ReturnType<typeof memoryArea>) => JSON.stringify([Object.fromEntries(area.items), area.events]);
const draftKeys = (area: ReturnType<typeof memoryArea>) => [...area.items.keys()].filter((k) => k.startsWith('draft:'));

describe('sealed drafts — the worker keeps what was typed, sealed in storage.local', () => {
  it('puts and gets a draft back', async () => {
    const { drafts } = store();
    await drafts.put(at(), draft());
    expect(await drafts.get(at())).toEqual(draft());
    expect(await drafts.get(at('resource:tag:new'))).toBeNull();
  });

  it('sealed at rest: no field name, value or form key in storage or its change events', async () => {
    const { area, drafts } = store();
    await drafts.put(at(), draft());
    await drafts.markInterrupted(ACCOUNT, HOST);
    await drafts.put(at('resource:tag:new'), draft({ form: 'resource:tag:new' }));
    const seen = visible(area);
    for (const text of [FIELD, VALUE, 'Ann-the-base-value', FORM, 'resource:tag', ACCOUNT, HOST, 'roles'])
      expect(seen).not.toContain(text);
    const [key] = draftKeys(area);
    expect(key).toMatch(/^draft:[0-9a-f]{64}$/);
    const record = area.items.get(key!) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['at', 'data', 'iv', 'owner', 'v']);
    expect(record).toMatchObject({ v: SEALED_DRAFT_VERSION, owner: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(isSealedDraft(record)).toBe(true);
  });

  it('keeps no secret even sealed: the draft goes through keepable', async () => {
    const { drafts } = store();
    await drafts.put(at(), draft({ values: { password: 'p', captcha: 'c', [FIELD]: VALUE } }));
    expect((await drafts.get(at()))?.values).toEqual({ [FIELD]: VALUE });
  });

  it('bound to account, host and form: another account or another host gets null', async () => {
    const { drafts } = store();
    await drafts.put(at(), draft());
    expect(await drafts.get(at(FORM, 'id:8'))).toBeNull();
    expect(await drafts.get(at(FORM, ACCOUNT, 'https://b.example'))).toBeNull();
    expect(await drafts.get(at())).toEqual(draft());
  });

  it('a sealed record moved to another form, account or host does not open, and is removed', async () => {
    const { area, drafts } = store();
    await drafts.put(at(), draft());
    await drafts.put(at('other'), draft({ form: 'other' }));
    await drafts.put(at(FORM, 'id:8'), draft());
    const [mine, other, theirs] = draftKeys(area);
    // Another account's key now holds this account's record (a page rewrote storage).
    area.items.set(theirs!, area.items.get(mine!));
    area.items.set(other!, area.items.get(mine!));
    expect(await drafts.get(at(FORM, 'id:8'))).toBeNull();
    expect(await drafts.get(at('other'))).toBeNull();
    expect(area.items.has(theirs!)).toBe(false);
    expect(area.items.has(other!)).toBe(false);
    expect(await drafts.get(at())).toEqual(draft());
  });

  it('a record sealed for its slot whose draft names another form is not handed out', async () => {
    const { area, key, drafts } = store();
    await drafts.put(at(), draft());
    const [slot] = draftKeys(area);
    const record = area.items.get(slot!) as Record<string, unknown>;
    const forged = await seal(
      crypto.subtle,
      await key,
      JSON.stringify(draft({ form: 'elsewhere' })),
      JSON.stringify([slot, HOST, ACCOUNT]),
    );
    area.items.set(slot!, { ...record, ...forged });
    expect(await drafts.get(at())).toBeNull();
    expect(area.items.has(slot!)).toBe(false);
  });

  it.each<[string, (record: Record<string, unknown>) => unknown]>([
    ['not a record', () => 'plain text'],
    ['of another version', (r) => ({ ...r, v: 2 })],
    ['without an owner', (r) => ({ ...r, owner: undefined })],
    ['without a time', (r) => ({ ...r, at: 'now' })],
    ['without a nonce', (r) => ({ ...r, iv: undefined })],
    ['without data', (r) => ({ ...r, data: 5 })],
    ['with altered data', (r) => ({ ...r, data: `AAAA${String(r.data).slice(4)}` })],
    ['with data that is no base64', (r) => ({ ...r, data: '***' })],
    ['with another nonce', (r) => ({ ...r, iv: 'AAAAAAAAAAAAAAAA' })],
    ['null', () => null],
  ])('a corrupt sealed entry (%s) is ignored and removed', async (_name, corrupt) => {
    const { area, drafts } = store();
    await drafts.put(at(), draft());
    const [slot] = draftKeys(area);
    area.items.set(slot!, corrupt(area.items.get(slot!) as Record<string, unknown>));
    expect(await drafts.get(at())).toBeNull();
    expect(area.items.has(slot!)).toBe(false);
  });

  it('a draft sealed under another key (the key store was cleared) is ignored and removed', async () => {
    const first = store();
    await first.drafts.put(at(), draft());
    const second = store();
    for (const [k, v] of first.area.items) second.area.items.set(k, v);
    expect(await second.drafts.get(at())).toBeNull();
    expect(await second.drafts.interrupted(ACCOUNT, HOST)).toEqual([]);
    expect(draftKeys(second.area)).toEqual([]);
  });

  it('a sealed plaintext that is no JSON draft is ignored', async () => {
    const { area, key, drafts } = store();
    await drafts.put(at(), draft());
    const [slot] = draftKeys(area);
    const record = area.items.get(slot!) as Record<string, unknown>;
    for (const plain of ['not json', JSON.stringify({ form: FORM })]) {
      area.items.set(slot!, {
        ...record,
        ...(await seal(crypto.subtle, await key, plain, JSON.stringify([slot, HOST, ACCOUNT]))),
      });
      expect(await drafts.get(at())).toBeNull();
    }
  });

  it('a key store that cannot answer: the error goes to the caller and nothing is removed', async () => {
    const area = memoryArea();
    const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    let broken = false;
    const drafts = createSealedDraftStore({
      area,
      sealingKey: () => (broken ? Promise.reject(new Error('no IndexedDB')) : key),
    });
    await drafts.put(at(), draft());
    broken = true;
    await expect(drafts.get(at())).rejects.toThrow('no IndexedDB');
    expect(draftKeys(area)).toHaveLength(1);
    // The store goes on with the next operation.
    broken = false;
    expect(await drafts.get(at())).toEqual(draft());
  });

  it('reads that find nothing to drop touch no storage', async () => {
    const { area, drafts } = store();
    await drafts.put(at('a'), draft({ form: 'a', interrupted: true }));
    await drafts.put(at('b'), draft({ form: 'b' }));
    const removals = area.removals.length;
    const events = area.events.length;
    await drafts.get(at('a'));
    await drafts.get(at('missing'));
    await drafts.interrupted(ACCOUNT, HOST);
    await drafts.clearAccount('id:nobody', HOST);
    await drafts.put(at('c'), draft({ form: 'c' }));
    expect(area.removals).toHaveLength(removals);
    expect(area.events).toHaveLength(events + 1);
  });

  it('remove takes one form; removing a form without a draft changes nothing', async () => {
    const { area, drafts } = store();
    await drafts.put(at(), draft());
    await drafts.put(at('other'), draft({ form: 'other' }));
    await drafts.remove(at());
    expect(await drafts.get(at())).toBeNull();
    expect(await drafts.get(at('other'))).not.toBeNull();
    const events = area.events.length;
    await drafts.remove(at('none'));
    expect(area.events).toHaveLength(events);
  });

  it('clearAccount removes every draft of the account at that host, and no other', async () => {
    const { area, drafts } = store();
    await drafts.put(at(), draft());
    await drafts.put(at('other'), draft({ form: 'other' }));
    await drafts.put(at(FORM, 'id:8'), draft());
    await drafts.put(at(FORM, ACCOUNT, 'https://b.example'), draft());
    area.items.set('api-base', HOST);
    await drafts.clearAccount(ACCOUNT, HOST);
    expect(await drafts.get(at())).toBeNull();
    expect(await drafts.get(at('other'))).toBeNull();
    expect(await drafts.get(at(FORM, 'id:8'))).toEqual(draft());
    expect(await drafts.get(at(FORM, ACCOUNT, 'https://b.example'))).toEqual(draft());
    expect(area.items.get('api-base')).toBe(HOST);
    const events = area.events.length;
    await drafts.clearAccount('id:nobody', HOST);
    expect(area.events).toHaveLength(events);
  });

  it('markInterrupted marks the account’s drafts; interrupted answers them, newest first', async () => {
    const { drafts } = store();
    expect(await drafts.interrupted(ACCOUNT, HOST)).toEqual([]);
    await drafts.put(at('a'), draft({ form: 'a', savedAt: NOW - 3000 }));
    await drafts.put(at('b'), draft({ form: 'b', savedAt: NOW - 1000 }));
    await drafts.put(at('c'), draft({ form: 'c', savedAt: NOW - 2000 }));
    await drafts.put(at('x', 'id:8'), draft({ form: 'x' }));
    await drafts.put(at('y', ACCOUNT, 'https://b.example'), draft({ form: 'y' }));
    expect(await drafts.interrupted(ACCOUNT, HOST)).toEqual([]);
    await drafts.markInterrupted(ACCOUNT, HOST);
    expect((await drafts.interrupted(ACCOUNT, HOST)).map((d) => [d.form, d.interrupted])).toEqual([
      ['b', true],
      ['c', true],
      ['a', true],
    ]);
    expect(await drafts.interrupted('id:8', HOST)).toEqual([]);
    expect(await drafts.interrupted(ACCOUNT, 'https://b.example')).toEqual([]);
    expect((await drafts.get(at('a')))?.interrupted).toBe(true);
    // Saved again after sign-in, without the mark: no longer offered.
    await drafts.put(at('a'), draft({ form: 'a' }));
    expect((await drafts.interrupted(ACCOUNT, HOST)).map((d) => d.form)).toEqual(['b', 'c']);
  });

  it('markInterrupted writes a draft already marked no second time, and drops those that do not open', async () => {
    const { area, drafts } = store();
    await drafts.put(at('a'), draft({ form: 'a', interrupted: true }));
    await drafts.put(at('b'), draft({ form: 'b' }));
    const [, b] = draftKeys(area);
    area.items.set(b!, { ...(area.items.get(b!) as object), data: 'AAAA' });
    const events = area.events.length;
    await drafts.markInterrupted(ACCOUNT, HOST);
    expect(area.events.slice(events)).toEqual([{ [b!]: { oldValue: expect.anything() } }]);
    expect((await drafts.interrupted(ACCOUNT, HOST)).map((d) => d.form)).toEqual(['a']);
  });

  it('one operation at a time: a put made while drafts are being marked is not overwritten by the mark', async () => {
    const { drafts } = store();
    await drafts.put(at(), draft({ savedAt: NOW - 5000 }));
    const marking = drafts.markInterrupted(ACCOUNT, HOST);
    const newer = drafts.put(at(), draft({ savedAt: NOW, values: { [FIELD]: 'newer' } }));
    await Promise.all([marking, newer]);
    expect(await drafts.get(at())).toEqual(draft({ savedAt: NOW, values: { [FIELD]: 'newer' } }));
  });

  it('a failed operation does not stop the ones after it', async () => {
    const area = memoryArea();
    const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    let calls = 0;
    const drafts = createSealedDraftStore({
      area,
      sealingKey: () => (calls++ === 0 ? Promise.reject(new Error('once')) : key),
    });
    const failed = drafts.put(at(), draft());
    const next = drafts.put(at('other'), draft({ form: 'other' }));
    await expect(failed).rejects.toThrow('once');
    await next;
    expect(await drafts.get(at('other'))).not.toBeNull();
  });

  it(`keeps at most ${MAX_DRAFTS_PER_ACCOUNT} drafts per account and host: the oldest go`, async () => {
    const { area, drafts } = store();
    await drafts.put(at('theirs', 'id:8'), draft({ form: 'theirs', savedAt: NOW - 200_000 }));
    for (let i = 0; i <= MAX_DRAFTS_PER_ACCOUNT; i += 1)
      await drafts.put(at(`form:${i}`), draft({ form: `form:${i}`, savedAt: NOW - 100_000 + i }));
    expect(draftKeys(area)).toHaveLength(MAX_DRAFTS_PER_ACCOUNT + 1);
    expect(await drafts.get(at('form:0'))).toBeNull();
    expect(await drafts.get(at('form:1'))).not.toBeNull();
    expect(await drafts.get(at(`form:${MAX_DRAFTS_PER_ACCOUNT}`))).not.toBeNull();
    expect(await drafts.get(at('theirs', 'id:8'))).not.toBeNull();
  });

  it('expired drafts, of any account, and records that are no draft go at the next put', async () => {
    let now = NOW;
    const { area, drafts } = store({ now: () => now });
    await drafts.put(at('old', 'id:8'), draft({ form: 'old', savedAt: NOW }));
    area.items.set('draft:junk', { v: 1 });

    area.items.set('api-base', HOST);
    now = NOW + DRAFT_TTL_MS + 1;
    area.items.set('draft:other-version', { v: 2, owner: 'o', at: now, iv: 'AAAA', data: 'AAAA' });
    expect(await drafts.get(at('old', 'id:8'))).toBeNull();
    await drafts.put(at(), draft({ savedAt: now }));
    expect(draftKeys(area)).toHaveLength(1);
    expect(area.items.get('api-base')).toBe(HOST);
  });

  it('an oversized draft is not kept, and takes the older draft of its form with it', async () => {
    const { area, drafts } = store();
    await drafts.put(at(), draft());
    await drafts.put(at(), draft({ values: { text: 'x'.repeat(MAX_DRAFT_BYTES) } }));
    expect(draftKeys(area)).toEqual([]);
  });

  it('the address decides the form, not the draft', async () => {
    const { drafts } = store();
    await drafts.put(at('resource:tag:new'), draft());
    expect(await drafts.get(at('resource:tag:new'))).toEqual(draft({ form: 'resource:tag:new' }));
  });
});

/** What the test server answers: a token per sign-in, the nav of whoever `user` is now. */
function worker(options: { host?: string | null } = {}) {
  let host = options.host === undefined ? HOST : options.host;
  let user: Record<string, unknown> = { userId: 7 };
  let issued = 0;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url instanceof Request ? url.url : url)).pathname;
    if (path === '/api/sys/login') return json({ code: 0, data: { token: `token-${(issued += 1)}` } });
    if (path === '/api/sys/menu/nav') return json({ code: 0, data: { userInfo: user, menuList: [] } });
    return json({ code: 0, data: null });
  }) as unknown as typeof fetch;
  const {
    worker: w,
    local,
    session,
  } = testWorker({
    fetchImpl,
    apiBase: () => ({ get: async () => host, invalidate: vi.fn() }),
  });
  const send = (message: unknown, sender: object = PANEL) => w.onMessage(message, sender);
  /** Signs in as `who` and relays the nav, as the panel does right after a sign-in. */
  const signIn = async (who: Record<string, unknown> = { userId: 7 }, navToo = true) => {
    user = who;
    const payload = { userName: 'u', password: 'p', uuid: 'x', captcha: 'c' };
    await send({ type: 'session.signIn', request: { kind: 'password', payload }, remember: false });
    if (navToo) await send({ type: 'api.request', request: { method: 'GET', url: '/api/sys/menu/nav' } });
  };
  const expire = () => send({ type: 'session.clear' });
  const signOut = () => send({ type: 'session.signOut' });
  return { send, local, session, fetchImpl, signIn, expire, signOut, useHost: (next: string | null) => (host = next) };
}

const put = (over: Record<string, unknown> = {}) => ({
  type: 'draft.put',
  form: FORM,
  draft: draft(),
  ...over,
});
const get = (form = FORM, over: Record<string, unknown> = {}) => ({ type: 'draft.get', form, ...over });

describe('worker — draft messages from the side panel', () => {
  it('draft.put then draft.get answers the draft; nothing is sent to the API host', async () => {
    const { send, fetchImpl, signIn } = worker();
    await signIn();
    const calls = vi.mocked(fetchImpl).mock.calls.length;
    expect(await send(put())).toBeNull();
    expect(await send(get())).toEqual(draft());
    expect(vi.mocked(fetchImpl).mock.calls.length).toBe(calls);
  });

  it('sealed at rest: no field name or value of the draft, nor the account, in any storage area or change event', async () => {
    const { send, local, session, signIn, expire } = worker();
    await signIn({ userId: 'account-marker-42' });
    await send(put());
    await expire();
    await send({ type: 'draft.markInterrupted' });
    const seen = visible(local) + visible(session);
    for (const text of [FIELD, VALUE, 'Ann-the-base-value', FORM, 'account-marker-42'])
      expect(seen).not.toContain(text);
    expect(draftKeys(local)).toHaveLength(1);
  });

  it('the host is the worker’s own: a host the page names is ignored', async () => {
    const { send, useHost, signIn } = worker();
    await signIn();
    await send(put({ host: 'https://evil.example' }));
    expect(await send(get(FORM, { host: 'https://evil.example' }))).toEqual(draft());
    // The worker moves to another host: the drafts of the first are not there.
    useHost('https://b.example/base/');
    expect(await send(get())).toBeNull();
    expect(await send({ type: 'draft.interrupted' })).toEqual([]);
    useHost('https://a.example/other-path');
    expect(await send(get())).toEqual(draft());
  });

  it('the account is the worker’s own: an account the page names is ignored, another account’s drafts are out of reach', async () => {
    const { send, signIn } = worker();
    await signIn({ userId: 7 });
    await send(put());
    // The page names another account: still the session's own.
    expect(await send(get(FORM, { account: 'id:8' }))).toEqual(draft());
    await signIn({ userId: 8 });
    for (const account of [undefined, 'id:7', 'id:8', 'anonymous'])
      expect(await send(get(FORM, account ? { account } : {}))).toBeNull();
    expect(await send({ type: 'draft.interrupted', account: 'id:7' })).toEqual([]);
  });

  it('no session and no interrupted session: no drafts (never signed in, signed out)', async () => {
    const { send, local, signIn, signOut } = worker();
    expect(await send(put({ account: 'id:7' }))).toBeNull();
    expect(draftKeys(local)).toEqual([]);
    await signIn();
    await send(put());
    await signOut();
    // The sign-out took the account's drafts with it, whatever the page did.
    expect(draftKeys(local)).toEqual([]);
    expect(await send(put({ account: 'id:7' }))).toBeNull();
    expect(await send(get(FORM, { account: 'id:7' }))).toBeNull();
    expect(await send({ type: 'draft.markInterrupted', account: 'id:7' })).toBeNull();
    expect(draftKeys(local)).toEqual([]);
  });

  it('signed in but the nav not yet relayed: the account is not known, no drafts', async () => {
    const { send, local, signIn } = worker();
    await signIn({ userId: 7 });
    await send(put());
    await signIn({ userId: 7 }, false);
    expect(await send(get())).toBeNull();
    expect(await send({ type: 'draft.interrupted' })).toEqual([]);
    expect(draftKeys(local)).toHaveLength(1);
  });

  it('a nav answer without userId or userName names no account: no drafts at all', async () => {
    const { send, local, signIn } = worker();
    await signIn({ nickname: 'Ann' });
    expect(await send(put())).toBeNull();
    expect(await send(get())).toBeNull();
    expect(draftKeys(local)).toEqual([]);
  });

  it('after an expiry, the account that held the session: its drafts are marked, and nothing is read without a session', async () => {
    const { send, signIn, expire } = worker();
    await signIn({ userId: 7 });
    await send(put());
    await expire();
    expect(await send(get())).toBeNull();
    expect(await send({ type: 'draft.interrupted' })).toEqual([]);
    expect(await send(put({ form: 'planted', draft: draft({ form: 'planted' }) }))).toBeNull();
    expect(await send({ type: 'draft.markInterrupted' })).toBeNull();
    // The same account signs in again: the drafts open when the session ended come back.
    await signIn({ userId: 7 });
    expect(await send({ type: 'draft.interrupted' })).toEqual([draft({ interrupted: true })]);
    expect(await send(get('planted'))).toBeNull();
  });

  it('another account signing in after an expiry removes the drafts of the account before', async () => {
    const { send, local, signIn, expire } = worker();
    await signIn({ userId: 7 });
    await send(put());
    await expire();
    await send({ type: 'draft.markInterrupted' });
    await signIn({ userName: 'operator' });
    expect(draftKeys(local)).toEqual([]);
    await signIn({ userId: 7 });
    expect(await send({ type: 'draft.interrupted' })).toEqual([]);
  });

  it('a record of the account written by a page is no account', async () => {
    const { send, local, signIn, expire } = worker();
    await signIn({ userId: 7 });
    await send(put());
    await expire();
    local.items.set('session-account', { v: 1, iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' });
    expect(await send({ type: 'draft.markInterrupted' })).toBeNull();
    expect(local.items.has('session-account')).toBe(false);
  });

  it('draft.remove, draft.clearAccount', async () => {
    const { send, signIn } = worker();
    await signIn();
    await send(put());
    await send(put({ form: 'other', draft: draft({ form: 'other' }) }));
    expect(await send({ type: 'draft.remove', form: FORM })).toBeNull();
    expect(await send(get())).toBeNull();
    expect(await send(get('other'))).not.toBeNull();
    expect(await send({ type: 'draft.clearAccount' })).toBeNull();
    expect(await send(get('other'))).toBeNull();
  });

  it('draft.markInterrupted, then draft.interrupted answers the drafts open when the session ended', async () => {
    const { send, signIn } = worker();
    await signIn();
    await send(put());
    expect(await send({ type: 'draft.interrupted' })).toEqual([]);
    expect(await send({ type: 'draft.markInterrupted' })).toBeNull();
    expect(await send({ type: 'draft.interrupted' })).toEqual([draft({ interrupted: true })]);
  });

  it('refused from the options page, and from any other page but the panel: no answer, nothing kept', async () => {
    const { send, local, signIn } = worker();
    await signIn();
    await send(put());
    const others = [
      OPTIONS,
      { id: ID, url: `${ORIGIN}src/platform/extension/other.html` },
      { id: ID, url: `${ORIGIN}${PANEL_PAGE}.evil.html` },
      { id: ID, url: `https://evil.example/${PANEL_PAGE}` },
      { id: ID },
    ];
    for (const sender of others) {
      expect(send(get(), sender)).toBeUndefined();
      expect(send({ type: 'draft.interrupted' }, sender)).toBeUndefined();
      expect(send({ type: 'draft.clearAccount' }, sender)).toBeUndefined();
      expect(send(put({ form: 'planted', draft: draft({ form: 'planted' }) }), sender)).toBeUndefined();
    }
    expect(draftKeys(local)).toHaveLength(1);
    // The options page keeps its own messages.
    expect(await send({ type: 'session.has' }, OPTIONS)).toBe(true);
    // The panel with a query or a fragment is the panel.
    expect(await send(get(), { ...PANEL, url: `${PANEL.url}#/x` })).toEqual(draft());
  });

  it('without an API host there are no drafts: nothing is kept or read', async () => {
    const { send, local } = worker({ host: null });
    expect(await send(put())).toBeNull();
    expect(draftKeys(local)).toEqual([]);
    expect(await send(get())).toBeNull();
    expect(await send({ type: 'draft.interrupted' })).toEqual([]);
    expect(await send({ type: 'draft.markInterrupted' })).toBeNull();
  });

  it.each<[string, unknown]>([
    ['no form', { type: 'draft.get' }],
    ['an empty form', { type: 'draft.remove', form: '' }],
    ['a form too long', { type: 'draft.get', form: 'f'.repeat(MAX_DRAFT_NAME_LENGTH + 1) }],
    ['a put without a draft', put({ draft: undefined })],
    ['a put of a draft of another form', put({ draft: draft({ form: 'other' }) })],
    ['a put of an expired draft', put({ draft: draft({ savedAt: NOW - DRAFT_TTL_MS - 60_000 }) })],
    ['a put of a draft whose values are a list', put({ draft: { ...draft(), values: [] } })],
    ['a put of an oversized draft', put({ draft: draft({ values: { text: 'x'.repeat(MAX_DRAFT_BYTES) } }) })],
  ])('a malformed draft message (%s) is refused', async (_name, message) => {
    const { send, local, signIn } = worker();
    await signIn();
    expect(send(message)).toBeUndefined();
    expect(draftKeys(local)).toEqual([]);
  });
});

describe('protocol — draft messages are rebuilt from their known fields', () => {
  it('drops what the page adds (a host and an account among them) and the secrets of a draft', () => {
    expect(
      parseWorkerRequest(
        {
          ...put({ draft: draft({ values: { password: 'p', a: 1 } }) }),
          host: 'https://evil.example',
          account: 'id:8',
          extra: 1,
        },
        NOW,
      ),
    ).toEqual({ type: 'draft.put', form: FORM, draft: draft({ values: { a: 1 } }) });
    for (const type of ['draft.clearAccount', 'draft.interrupted', 'draft.markInterrupted'])
      expect(parseWorkerRequest({ type, account: ACCOUNT, form: FORM, host: HOST }, NOW)).toEqual({ type });
    for (const type of ['draft.get', 'draft.remove'])
      expect(parseWorkerRequest({ type, account: ACCOUNT, form: FORM, host: HOST }, NOW)).toEqual({ type, form: FORM });
  });

  it('isPanelSender: the panel page of this extension only', () => {
    expect(isPanelSender(PANEL, ORIGIN)).toBe(true);
    expect(isPanelSender({ url: `${PANEL.url}?x=1` }, ORIGIN)).toBe(true);
    expect(isPanelSender(OPTIONS, ORIGIN)).toBe(false);
    expect(isPanelSender({}, ORIGIN)).toBe(false);
    expect(isPanelSender({ url: `moz-extension://other/${PANEL_PAGE}` }, ORIGIN)).toBe(false);
  });
});

type Listener = (message: unknown) => void;
function fakeRuntime(answer: (message: WorkerRequest) => unknown) {
  const sent: WorkerRequest[] = [];
  return {
    sent,
    sendMessage: vi.fn(async (message: unknown) => {
      sent.push(message as WorkerRequest);
      return answer(message as WorkerRequest);
    }),
    onMessage: { addListener: (_: Listener) => undefined, removeListener: (_: Listener) => undefined },
  };
}

describe('the panel’s DraftStore — by message to the worker', () => {
  it('sends the form without the host or the account, and the draft through keepable', async () => {
    const rt = fakeRuntime(() => null);
    const drafts = workerDrafts(rt, () => NOW);
    await drafts.put(at(), draft({ values: { password: 'p', [FIELD]: VALUE } }));
    await drafts.remove(at());
    await drafts.clearAccount(ACCOUNT, HOST);
    await drafts.markInterrupted(ACCOUNT, HOST);
    await drafts.signedIn(ACCOUNT, HOST);
    // Neither the host nor the account: the worker decides both; signedIn sends nothing.
    expect(rt.sent).toEqual([
      { type: 'draft.put', form: FORM, draft: draft({ values: { [FIELD]: VALUE } }) },
      { type: 'draft.remove', form: FORM },
      { type: 'draft.clearAccount' },
      { type: 'draft.markInterrupted' },
    ]);
  });

  it('an oversized draft is not sent: the older one of its form is removed instead', async () => {
    const rt = fakeRuntime(() => null);
    await workerDrafts(rt, () => NOW).put(at(), draft({ values: { text: 'x'.repeat(MAX_DRAFT_BYTES) } }));
    expect(rt.sent).toEqual([{ type: 'draft.remove', form: FORM }]);
  });

  it('get answers the worker’s draft when it is one of that form; anything else is null', async () => {
    let answer: unknown = draft();
    const drafts = workerDrafts(
      fakeRuntime(() => answer),
      () => NOW,
    );
    expect(await drafts.get(at())).toEqual(draft());
    for (answer of [draft({ form: 'other' }), { ok: false }, 'draft', undefined, draft({ savedAt: 0 })])
      expect(await drafts.get(at())).toBeNull();
  });

  it('interrupted answers the valid drafts of the worker’s list; anything else is an empty list', async () => {
    let answer: unknown = [draft({ interrupted: true }), 'junk', draft({ savedAt: 0 }), null];
    const drafts = workerDrafts(
      fakeRuntime(() => answer),
      () => NOW,
    );
    expect(await drafts.interrupted(ACCOUNT, HOST)).toEqual([draft({ interrupted: true })]);
    for (answer of [null, undefined, { length: 1, 0: draft() }, 'x'])
      expect(await drafts.interrupted(ACCOUNT, HOST)).toEqual([]);
  });

  it('a worker that cannot be reached: nothing throws; a stopped worker is asked once more', async () => {
    let calls = 0;
    const stopped = {
      sendMessage: vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new Error('Could not establish connection. Receiving end does not exist.');
        return draft();
      }),
      onMessage: { addListener: () => undefined, removeListener: () => undefined },
    };
    expect(await workerDrafts(stopped, () => NOW).get(at())).toEqual(draft());
    const gone = {
      sendMessage: vi.fn(async () => {
        throw new Error('Extension context invalidated.');
      }),
      onMessage: { addListener: () => undefined, removeListener: () => undefined },
    };
    const drafts = workerDrafts(gone, () => NOW);
    expect(await drafts.get(at())).toBeNull();
    await expect(drafts.put(at(), draft())).resolves.toBeUndefined();
    expect(await drafts.interrupted(ACCOUNT, HOST)).toEqual([]);
    // Every draft message is repeatable: the same draft written twice is the same draft.
    expect(gone.sendMessage).toHaveBeenCalledTimes(6);
  });

  it('every draft message may be repeated; sendToWorker answers undefined when the worker stays away', async () => {
    for (const type of ['draft.get', 'draft.remove'] as const) expect(isRepeatable({ type, form: FORM })).toBe(true);
    expect(isRepeatable({ type: 'draft.put', form: FORM, draft: draft() })).toBe(true);
    for (const type of ['draft.clearAccount', 'draft.interrupted', 'draft.markInterrupted'] as const)
      expect(isRepeatable({ type })).toBe(true);
    const never = {
      sendMessage: async () => {
        throw new Error('Receiving end does not exist');
      },
      onMessage: { addListener: () => undefined, removeListener: () => undefined },
    };
    expect(await sendToWorker(never, { type: 'draft.interrupted' })).toBeUndefined();
  });
});
