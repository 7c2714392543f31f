// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import { LOGGED_OUT } from '../../../../src/core/session/store.ts';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';
import type { Draft, DraftAddress } from '../../../../src/contract/drafts.ts';
import { DRAFT_DEBOUNCE_MS, useDraft } from '../../../../src/core/components/useDraft.ts';

afterEach(cleanup);

const FORM = 'resource:user:edit:7';
const OPENED: Record<string, unknown> = { nickname: 'Ann', city: 'Hangzhou' };
const wait = (ms: number) => act(() => new Promise<void>((done) => setTimeout(done, ms)));

interface Props {
  form: string | null;
  values: Record<string, unknown>;
  dirty: boolean;
}

/** useDraft in a console signed in as `userInfo`, over a draft store whose `get` answers `stored`. */
function mount(
  options: {
    stored?: () => Promise<Draft | null>;
    userInfo?: Record<string, unknown>;
    form?: string | null;
    /** No nav (routes not loaded, or the session just ended). */
    noNav?: boolean;
  } = {},
) {
  const session = createStore<SessionState>()(() => ({
    ...LOGGED_OUT,
    status: 'loggedIn',
    routesLoaded: !options.noNav,
    nav: options.noNav
      ? null
      : { userInfo: options.userInfo ?? { userId: 7 }, menuList: [], permissions: [], tabs: [] },
  }));
  const drafts = {
    get: vi.fn((_address: DraftAddress) => (options.stored ?? (async () => null))()),
    put: vi.fn(async (_address: DraftAddress, _draft: Draft) => undefined),
    remove: vi.fn(async (_address: DraftAddress) => undefined),
  };
  const services = { platform: { drafts }, session: { store: session } } as unknown as Services;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
  );
  const apply = vi.fn();
  const hook = renderHook(({ form, values, dirty }: Props) => useDraft(form, values, OPENED, dirty, apply), {
    wrapper,
    initialProps: { form: options.form === undefined ? FORM : options.form, values: OPENED, dirty: false },
  });
  const type = (values: Record<string, unknown>, dirty = true) =>
    hook.rerender({ form: options.form === undefined ? FORM : options.form, values, dirty });
  return { hook, drafts, apply, type, wrapper };
}

const address: DraftAddress = { account: 'id:7', host: location.origin, form: FORM };
const kept = (patch: Partial<Draft> = {}): Draft => ({
  form: FORM,
  savedAt: 1,
  base: OPENED,
  values: { nickname: 'Anna', city: 'Hangzhou' },
  ...patch,
});

describe('useDraft — what is typed is kept per account, API host and form', () => {
  it('reads the draft of this account, host and form; none there: read, nothing offered', async () => {
    const m = mount();
    expect(m.hook.result.current.read).toBe(false);
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    expect(m.drafts.get).toHaveBeenCalledWith(address);
    expect(m.hook.result.current.offer).toBeNull();
  });

  it('reads and keeps nothing without a form, or without an account it can tell', async () => {
    for (const m of [mount({ form: null }), mount({ userInfo: { nickname: 'Ann' } }), mount({ noNav: true })]) {
      m.type({ nickname: 'Anna' });
      await wait(DRAFT_DEBOUNCE_MS + 100);
      expect(m.drafts.get).not.toHaveBeenCalled();
      expect(m.drafts.put).not.toHaveBeenCalled();
      await act(() => m.hook.result.current.flush());
      m.hook.result.current.forget();
      expect(m.drafts.put).not.toHaveBeenCalled();
      expect(m.drafts.remove).not.toHaveBeenCalled();
      expect(m.hook.result.current.read).toBe(false);
    }
  });

  it('a draft left by a session that ended is put back at once and said so', async () => {
    const draft = kept({ interrupted: true, base: { nickname: 'Ann', city: 'Ningbo' } });
    const m = mount({ stored: async () => draft });
    await waitFor(() => expect(m.hook.result.current.offer?.kind).toBe('restored'));
    expect(m.apply).toHaveBeenCalledWith(draft.values);
    expect(m.hook.result.current.offer).toEqual({ kind: 'restored', draft, changedOnServer: ['city'] });
  });

  it('a draft from an earlier visit is offered: Restore puts it back, Discard removes it', async () => {
    const draft = kept();
    const m = mount({ stored: async () => draft });
    await waitFor(() => expect(m.hook.result.current.offer?.kind).toBe('offer'));
    expect(m.apply).not.toHaveBeenCalled();
    act(() => m.hook.result.current.restore());
    expect(m.apply).toHaveBeenCalledWith(draft.values);
    expect(m.hook.result.current.offer).toEqual({ kind: 'restored', draft, changedOnServer: [] });
    act(() => m.hook.result.current.forget());
    expect(m.hook.result.current.offer).toBeNull();
    expect(m.drafts.remove).toHaveBeenCalledWith(address);
  });

  it('a restored draft fills the form, which keeps it; Close hides the notice, the draft stays', async () => {
    const draft = kept({ interrupted: true });
    const m = mount({ stored: async () => draft });
    m.hook.unmount();
    // The form as a screen holds it: put back, its values are the draft's and it has changes.
    const form = renderHook(
      () => {
        const [values, setValues] = useState<Record<string, unknown>>(OPENED);
        return useDraft(FORM, values, OPENED, JSON.stringify(values) !== JSON.stringify(OPENED), setValues);
      },
      { wrapper: m.wrapper },
    );
    await waitFor(() => expect(form.result.current.offer?.kind).toBe('restored'));
    act(() => form.result.current.dismiss());
    expect(form.result.current.offer).toBeNull();
    await waitFor(() => expect(m.drafts.put).toHaveBeenCalledTimes(1));
    expect(m.drafts.put.mock.calls[0]![1].values).toEqual(draft.values);
    expect(m.drafts.remove).not.toHaveBeenCalled();
  });

  it('keeps what is typed once typing rests, secrets left out; back to what it opened with, the draft goes', async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    // The rest is timed on the test's clock: beside the browsers a real half-rest once lasted a
    // whole one, and the draft of the first typing was written before the second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      m.type({ nickname: 'An', city: 'Hangzhou', password: 'hunter22' });
      await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS / 2));
      m.type({ nickname: 'Anna', city: 'Hangzhou', password: 'hunter22' });
      await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 1));
      // The first rest was cut short by typing: nothing yet, then one draft, not two.
      expect(m.drafts.put).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(m.drafts.put).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
      expect(m.drafts.put).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    const [at, draft] = m.drafts.put.mock.calls[0]!;
    expect(at).toEqual(address);
    expect(draft).toEqual({
      form: FORM,
      savedAt: expect.any(Number),
      base: OPENED,
      values: { nickname: 'Anna', city: 'Hangzhou' },
    });
    expect(Math.abs(draft.savedAt - Date.now())).toBeLessThan(5_000);
    m.type(OPENED, false);
    await waitFor(() => expect(m.drafts.remove).toHaveBeenCalledWith(address));
  });

  it('nothing is written before the stored draft was read: it would replace it', async () => {
    const m = mount({ stored: () => new Promise<Draft | null>(() => undefined) });
    m.type({ nickname: 'Anna' });
    await wait(DRAFT_DEBOUNCE_MS + 100);
    await act(() => m.hook.result.current.flush());
    m.type(OPENED, false);
    await wait(50);
    expect(m.drafts.put).not.toHaveBeenCalled();
    expect(m.drafts.remove).not.toHaveBeenCalled();
  });

  it('an offer not yet answered keeps the stored draft; typing declines it, and what is typed is kept', async () => {
    const m = mount({ stored: async () => kept() });
    await waitFor(() => expect(m.hook.result.current.offer?.kind).toBe('offer'));
    m.type(OPENED, true);
    await wait(DRAFT_DEBOUNCE_MS + 100);
    await act(() => m.hook.result.current.flush());
    expect(m.drafts.put).not.toHaveBeenCalled();
    expect(m.hook.result.current.offer?.kind).toBe('offer');
    m.type({ nickname: 'Anne', city: 'Hangzhou' });
    await waitFor(() => expect(m.hook.result.current.offer).toBeNull());
    await waitFor(() => expect(m.drafts.put).toHaveBeenCalledTimes(1));
    expect(m.drafts.put.mock.calls[0]![1].values).toEqual({ nickname: 'Anne', city: 'Hangzhou' });
  });

  it('flush keeps what is typed at once (a save about to be sent), and a store that refuses is no failure', async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    m.drafts.put.mockRejectedValueOnce(new Error('QuotaExceededError'));
    m.type({ nickname: 'Anna', city: 'Hangzhou' });
    await act(() => m.hook.result.current.flush());
    expect(m.drafts.put).toHaveBeenCalledTimes(1);
    await wait(DRAFT_DEBOUNCE_MS + 100);
    expect(m.drafts.put).toHaveBeenCalledTimes(1);
    const removed = m.drafts.remove.mock.calls.length;
    m.drafts.remove.mockRejectedValueOnce(new Error('gone'));
    m.type(OPENED, false);
    await waitFor(() => expect(m.drafts.remove).toHaveBeenCalledTimes(removed + 1));
  });

  it('a store that cannot be read still keeps what is typed', async () => {
    const m = mount({ stored: () => Promise.reject(new Error('storage')) });
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    expect(m.hook.result.current.offer).toBeNull();
    m.type({ nickname: 'Anna' });
    await waitFor(() => expect(m.drafts.put).toHaveBeenCalledTimes(1));
  });

  it('a form gone before the draft was read puts nothing back', async () => {
    let answer!: (draft: Draft | null) => void;
    const m = mount({ stored: () => new Promise<Draft | null>((done) => (answer = done)) });
    m.hook.unmount();
    answer(kept({ interrupted: true }));
    await wait(20);
    expect(m.apply).not.toHaveBeenCalled();
  });

  it('another record in the same form: nothing is written until its own draft was read', async () => {
    let answer!: (draft: Draft | null) => void;
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    m.drafts.get.mockImplementationOnce(() => new Promise<Draft | null>((done) => (answer = done)));
    m.hook.rerender({ form: 'resource:user:edit:8', values: { nickname: 'Bob' }, dirty: true });
    expect(m.hook.result.current.read).toBe(false);
    await wait(DRAFT_DEBOUNCE_MS + 100);
    expect(m.drafts.put).not.toHaveBeenCalled();
    await act(async () => answer(null));
    await waitFor(() => expect(m.drafts.put).toHaveBeenCalledTimes(1));
    expect(m.drafts.put.mock.calls[0]![0]).toEqual({ ...address, form: 'resource:user:edit:8' });
  });

  it('Restore with nothing offered changes nothing', async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    act(() => m.hook.result.current.restore());
    expect(m.apply).not.toHaveBeenCalled();
    expect(m.hook.result.current.offer).toBeNull();
  });

  it('back to what it opened with, the draft goes at once, without waiting for typing to rest', async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    m.type({ nickname: 'Anna', city: 'Hangzhou' });
    await waitFor(() => expect(m.drafts.put).toHaveBeenCalledTimes(1));
    const removed = m.drafts.remove.mock.calls.length;
    m.type(OPENED, false);
    expect(m.drafts.remove).toHaveBeenCalledTimes(removed + 1);
  });

  it('a form closed while typing rests keeps nothing more', async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    m.type({ nickname: 'Anna', city: 'Hangzhou' });
    m.hook.unmount();
    await wait(DRAFT_DEBOUNCE_MS + 100);
    expect(m.drafts.put).not.toHaveBeenCalled();
  });

  it("Discard on a form with changes removes this record's draft at once", async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    m.drafts.get.mockImplementationOnce(async () => null);
    m.hook.rerender({ form: 'resource:user:edit:8', values: { nickname: 'Bob' }, dirty: true });
    await waitFor(() => expect(m.drafts.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    const removed = m.drafts.remove.mock.calls.length;
    act(() => m.hook.result.current.forget());
    expect(m.drafts.remove).toHaveBeenCalledTimes(removed + 1);
    expect(m.drafts.remove).toHaveBeenLastCalledWith({ ...address, form: 'resource:user:edit:8' });
  });

  it("a form's next record offers its own draft; what was typed for the first is no answer to it", async () => {
    const m = mount({ stored: async () => kept() });
    await waitFor(() => expect(m.hook.result.current.offer?.kind).toBe('offer'));
    act(() => m.hook.result.current.restore());
    m.type(kept().values);
    const next = kept({ form: 'resource:user:edit:8', values: { nickname: 'Bobby' } });
    m.drafts.get.mockImplementationOnce(async () => next);
    m.hook.rerender({ form: 'resource:user:edit:8', values: { nickname: 'Bob' }, dirty: false });
    await waitFor(() => expect(m.hook.result.current.offer?.draft).toEqual(next));
    await wait(50);
    expect(m.hook.result.current.offer).toMatchObject({ kind: 'offer', draft: next });
  });

  it('a form that no longer names a record says no draft was read', async () => {
    const m = mount();
    await waitFor(() => expect(m.hook.result.current.read).toBe(true));
    m.hook.rerender({ form: null, values: OPENED, dirty: false });
    expect(m.hook.result.current.read).toBe(false);
  });
});
