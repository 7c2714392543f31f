// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftsKey, webDrafts } from '../../../../src/platform/web/webDrafts.ts';
import { createWebPlatform } from '../../../../src/platform/web/webPlatform.ts';
import { DRAFT_TTL_MS, MAX_DRAFT_BYTES, MAX_DRAFTS_PER_ACCOUNT, type Draft } from '../../../../src/contract/drafts.ts';

const NOW = 1_750_000_000_000;
const HOST = 'https://api.example';
const ACCOUNT = 'id:7';
const FORM = 'resource:user:edit:12';
const at = (form = FORM, account = ACCOUNT, host = HOST) => ({ account, host, form });
const draft = (over: Partial<Draft> = {}): Draft => ({
  form: FORM,
  savedAt: NOW - 1000,
  base: { nickName: 'Ann' },
  values: { nickName: 'Anna' },
  ...over,
});
const KEY = draftsKey(HOST, ACCOUNT);

/** A Web Storage in memory that refuses a write once its values would pass `quota` characters. */
class MemoryStorage implements Storage {
  items = new Map<string, string>();
  writes = 0;
  removals = 0;
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.removals += 1;
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    const others = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (others + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.writes += 1;
    this.items.set(key, value);
  }
}

function setup(quota?: number) {
  const storage = new MemoryStorage(quota);
  let now = NOW;
  const store = webDrafts(
    () => storage,
    () => now,
  );
  return { storage, store, setNow: (next: number) => (now = next), stored: () => JSON.parse(storage.getItem(KEY)!) };
}

describe('web drafts — kept in localStorage per host and account', () => {
  it('keeps a draft under drafts:<host>:<account> → { [form]: Draft } and reads it back', async () => {
    const { store, stored } = setup();
    await store.put(at(), draft());
    expect(KEY).toBe('drafts:https://api.example:id:7');
    expect(stored()).toEqual({ [FORM]: draft() });
    expect(await store.get(at())).toEqual(draft());
  });

  it('writes through keepable: no secret field reaches storage', async () => {
    const { store, storage } = setup();
    await store.put(
      at(),
      draft({ values: { nickName: 'a', password: 'hunter2', nested: { smsCode: '123456' } }, base: { captcha: 'c' } }),
    );
    const raw = storage.getItem(KEY)!;
    for (const secret of ['hunter2', '123456', 'password', 'smsCode', 'captcha']) expect(raw).not.toContain(secret);
    expect(await store.get(at())).toEqual(draft({ values: { nickName: 'a', nested: {} }, base: {} }));
  });

  it('the address decides: its form key, not the one inside the draft', async () => {
    const { store } = setup();
    await store.put(at('resource:tag:new'), draft());
    expect(await store.get(at('resource:tag:new'))).toEqual(draft({ form: 'resource:tag:new' }));
    expect(await store.get(at())).toBeNull();
  });

  it('another account or another host gets none', async () => {
    const { store } = setup();
    await store.put(at(), draft());
    expect(await store.get(at(FORM, 'id:8'))).toBeNull();
    expect(await store.get(at(FORM, ACCOUNT, 'https://other.example'))).toBeNull();
  });

  it('remove takes one form; clearAccount every form of the account, and no other account', async () => {
    const { store, storage, stored } = setup();
    await store.put(at(), draft());
    await store.put(at('resource:tag:new'), draft({ form: 'resource:tag:new' }));
    await store.put(at(FORM, 'id:8'), draft());
    await store.remove(at());
    expect(Object.keys(stored())).toEqual(['resource:tag:new']);
    await store.remove(at('resource:tag:new'));
    expect(storage.getItem(KEY)).toBeNull();
    const writes = storage.writes;
    await store.remove(at('resource:none'));
    expect(storage.writes).toBe(writes);
    await store.put(at(), draft());
    await store.clearAccount(ACCOUNT, HOST);
    expect(storage.getItem(KEY)).toBeNull();
    expect(await store.get(at(FORM, 'id:8'))).toEqual(draft());
  });

  it('markInterrupted marks every draft of the account; interrupted answers them, newest first', async () => {
    const { store } = setup();
    expect(await store.interrupted(ACCOUNT, HOST)).toEqual([]);
    await store.put(at('a'), draft({ form: 'a', savedAt: NOW - 3000 }));
    await store.put(at('b'), draft({ form: 'b', savedAt: NOW - 1000 }));
    await store.put(at('c', 'id:8'), draft({ form: 'c' }));
    expect(await store.interrupted(ACCOUNT, HOST)).toEqual([]);
    await store.markInterrupted(ACCOUNT, HOST);
    expect(await store.interrupted(ACCOUNT, HOST)).toEqual([
      draft({ form: 'b', savedAt: NOW - 1000, interrupted: true }),
      draft({ form: 'a', savedAt: NOW - 3000, interrupted: true }),
    ]);
    expect(await store.interrupted('id:8', HOST)).toEqual([]);
    // Saved again after sign-in, without the mark: no longer offered.
    await store.put(at('a'), draft({ form: 'a' }));
    expect((await store.interrupted(ACCOUNT, HOST)).map((d) => d.form)).toEqual(['b']);
  });

  it('markInterrupted without drafts, and a read of an account without drafts, touch no storage', async () => {
    const { store, storage } = setup();
    await store.markInterrupted(ACCOUNT, HOST);
    await store.get(at());
    await store.interrupted(ACCOUNT, HOST);
    expect(storage.writes).toBe(0);
    expect(storage.removals).toBe(0);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it(`keeps at most ${MAX_DRAFTS_PER_ACCOUNT} forms per account: the oldest go`, async () => {
    const { store, stored } = setup();
    for (let i = 0; i <= MAX_DRAFTS_PER_ACCOUNT; i += 1)
      await store.put(at(`form:${i}`), draft({ form: `form:${i}`, savedAt: NOW - 100_000 + i }));
    const forms = Object.keys(stored());
    expect(forms).toHaveLength(MAX_DRAFTS_PER_ACCOUNT);
    expect(forms).not.toContain('form:0');
    expect(forms).toContain('form:1');
    expect(forms).toContain(`form:${MAX_DRAFTS_PER_ACCOUNT}`);
  });

  it('an oversized draft is not kept, and takes the older draft of its form with it', async () => {
    const { store } = setup();
    await store.put(at('other'), draft({ form: 'other' }));
    await store.put(at(), draft());
    await store.put(at(), draft({ values: { text: 'x'.repeat(MAX_DRAFT_BYTES) } }));
    expect(await store.get(at())).toBeNull();
    expect(await store.get(at('other'))).toEqual(draft({ form: 'other' }));
  });

  it('interrupted answers newest first however storage lists them', async () => {
    const { store, storage } = setup();
    const older = draft({ form: 'older', savedAt: NOW - 5000, interrupted: true });
    const newer = draft({ form: 'newer', savedAt: NOW - 10, interrupted: true });
    storage.setItem(KEY, JSON.stringify({ older, newer }));
    expect(await store.interrupted(ACCOUNT, HOST)).toEqual([newer, older]);
  });

  it('when storage is full, the oldest drafts go until the new one fits', async () => {
    const { store, stored } = setup(2500);
    const text = 'x'.repeat(1000);
    await store.put(at('old'), draft({ form: 'old', savedAt: NOW - 5000, values: { text } }));
    await store.put(at('new'), draft({ form: 'new', savedAt: NOW - 10, values: { text } }));
    await store.put(at('newest'), draft({ form: 'newest', savedAt: NOW, values: { text } }));
    expect(Object.keys(stored()).sort()).toEqual(['new', 'newest']);
  });

  it('when not even one draft fits, nothing is kept and nothing throws', async () => {
    const { store, storage } = setup(100);
    await expect(store.put(at(), draft({ values: { text: 'x'.repeat(200) } }))).resolves.toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();
  });
});

describe('web drafts — stored data is untrusted, and the store never throws', () => {
  it.each<[string, string]>([
    ['not JSON', '{nope'],
    ['a list', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('a value that is %s is removed and read as none', async (_name, raw) => {
    const { store, storage } = setup();
    storage.setItem(KEY, raw);
    expect(await store.get(at())).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('corrupt, expired and misfiled entries are dropped, the key written again without them', async () => {
    const { store, storage, stored } = setup();
    storage.setItem(
      KEY,
      JSON.stringify({
        [FORM]: draft(),
        corrupt: { form: 'corrupt', savedAt: 'yesterday' },
        expired: draft({ form: 'expired', savedAt: NOW - DRAFT_TTL_MS - 1 }),
        future: draft({ form: 'future', savedAt: NOW + 120_000 }),
        misfiled: draft({ form: 'elsewhere' }),
        huge: draft({ form: 'huge', values: { text: 'x'.repeat(MAX_DRAFT_BYTES) } }),
        secret: draft({ form: 'secret', values: { password: 'p', nickName: 'n' } }),
      }),
    );
    expect(await store.get(at())).toEqual(draft());
    expect(stored()).toEqual({ [FORM]: draft(), secret: draft({ form: 'secret', values: { nickName: 'n' } }) });
    expect(await store.get(at('corrupt'))).toBeNull();
  });

  it('a draft that expires is dropped when next read', async () => {
    const { store, storage, setNow } = setup();
    await store.put(at(), draft({ savedAt: NOW }));
    setNow(NOW + DRAFT_TTL_MS + 1);
    expect(await store.get(at())).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('a clean read writes nothing', async () => {
    const { store, storage } = setup();
    await store.put(at(), draft());
    const writes = storage.writes;
    await store.get(at());
    await store.interrupted(ACCOUNT, HOST);
    expect(storage.writes).toBe(writes);
  });

  it('a form key like __proto__ is only a key', async () => {
    const { store } = setup();
    await store.put(at('__proto__'), draft());
    expect(await store.get(at('__proto__'))).toEqual(draft({ form: '__proto__' }));
    expect(await store.get(at('constructor'))).toBeNull();
  });

  it('storage that is refused: every operation answers as if there were no drafts', async () => {
    const store = webDrafts(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await store.get(at())).toBeNull();
    await expect(store.put(at(), draft())).resolves.toBeUndefined();
    await expect(store.remove(at())).resolves.toBeUndefined();
    await expect(store.clearAccount(ACCOUNT, HOST)).resolves.toBeUndefined();
    expect(await store.interrupted(ACCOUNT, HOST)).toEqual([]);
    await expect(store.markInterrupted(ACCOUNT, HOST)).resolves.toBeUndefined();
  });
});

describe('web drafts — another account signing in (a shared browser)', () => {
  it('signedIn removes every other account’s drafts on this host, in every area, and keeps its own and other hosts’', async () => {
    const durable = new MemoryStorage();
    const perTab = new MemoryStorage();
    const store = webDrafts(
      () => durable,
      () => NOW,
      () => [durable, perTab],
    );
    await store.put(at(FORM, 'id:7'), draft({ interrupted: true }));
    await store.put(at(FORM, 'id:8'), draft());
    await store.put(at(FORM, 'id:7', 'https://other.example'), draft());
    perTab.setItem(draftsKey(HOST, 'name:ann'), JSON.stringify({ [FORM]: draft() }));
    durable.setItem('unrelated', 'kept');
    await store.signedIn('id:8', HOST);
    expect(durable.getItem(draftsKey(HOST, 'id:7'))).toBeNull();
    expect(perTab.getItem(draftsKey(HOST, 'name:ann'))).toBeNull();
    expect(await store.interrupted('id:7', HOST)).toEqual([]);
    expect(await store.get(at(FORM, 'id:8'))).toEqual(draft());
    expect(await store.get(at(FORM, 'id:7', 'https://other.example'))).toEqual(draft());
    expect(durable.getItem('unrelated')).toBe('kept');
  });

  it('drafts written in one area are read, marked and cleared in the others; a form written now leaves them', async () => {
    const durable = new MemoryStorage();
    const perTab = new MemoryStorage();
    let here: Storage = durable;
    const store = webDrafts(
      () => here,
      () => NOW,
      () => [durable, perTab],
    );
    await store.put(at(), draft());
    here = perTab;
    expect(await store.get(at())).toEqual(draft());
    await store.markInterrupted(ACCOUNT, HOST);
    expect(await store.interrupted(ACCOUNT, HOST)).toEqual([draft({ interrupted: true })]);
    await store.put(at(), draft({ savedAt: NOW - 10 }));
    expect(durable.getItem(KEY)).toBeNull();
    expect(await store.get(at())).toEqual(draft({ savedAt: NOW - 10 }));
    await store.clearAccount(ACCOUNT, HOST);
    expect(perTab.getItem(KEY)).toBeNull();
  });
});

describe('web platform — drafts live as long as the token’s storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('with Remember me (the token in localStorage) drafts are kept in localStorage', async () => {
    localStorage.setItem('admin-token', 'tok');
    const { drafts } = createWebPlatform();
    await drafts.put(at(), draft({ savedAt: Date.now() }));
    expect(Object.keys(JSON.parse(localStorage.getItem(KEY)!) as object)).toEqual([FORM]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect((await drafts.get(at()))?.values).toEqual({ nickName: 'Anna' });
  });

  it('without Remember me (the token in sessionStorage) drafts are kept in sessionStorage, never in localStorage', async () => {
    sessionStorage.setItem('admin-token', 'tok');
    const { drafts } = createWebPlatform();
    await drafts.put(at(), draft({ savedAt: Date.now() }));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(Object.keys(JSON.parse(sessionStorage.getItem(KEY)!) as object)).toEqual([FORM]);
    // The session expires (the token goes): the drafts are still found and marked.
    sessionStorage.removeItem('admin-token');
    await drafts.markInterrupted(ACCOUNT, HOST);
    expect(await drafts.interrupted(ACCOUNT, HOST)).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});
