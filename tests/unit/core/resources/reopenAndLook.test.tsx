// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import { LOGGED_OUT } from '../../../../src/core/session/store.ts';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';
import type { Draft } from '../../../../src/contract/drafts.ts';
import type { ResourceDef } from '../../../../src/core/resources/types.ts';
import { useReopenInterrupted } from '../../../../src/core/resources/hooks/useReopenInterrupted.ts';
import { useLookFromAddress } from '../../../../src/core/resources/hooks/useLookFromAddress.ts';

afterEach(cleanup);

const def = { group: 'business', name: 'user' } as ResourceDef;
const draft = (form: string): Draft => ({ form, savedAt: 1, base: {}, values: {}, interrupted: true });

/** A promise and the hands that settle it. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

/** Services with the account `userInfo`, the drafts' interrupted list and the API's answers by URL. */
function services(options: {
  userInfo?: Record<string, unknown>;
  /** No nav (routes not loaded, or the session just ended). */
  noNav?: boolean;
  interrupted?: () => Promise<Draft[]>;
  answer?: (url: string) => Promise<unknown>;
}) {
  const session = createStore<SessionState>()(() => ({
    ...LOGGED_OUT,
    status: 'loggedIn',
    routesLoaded: true,
    nav: options.noNav
      ? null
      : { userInfo: options.userInfo ?? { userId: 7 }, menuList: [], permissions: [], tabs: [] },
  }));
  const interrupted = vi.fn(options.interrupted ?? (async () => []));
  const call = vi.fn((request: { url: string }, _options?: unknown) =>
    (options.answer ?? (async () => null))(request.url),
  );
  const value = {
    platform: { drafts: { interrupted } },
    api: { call },
    session: { store: session },
  } as unknown as Services;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>
  );
  return { wrapper, interrupted, call, session };
}

const settle = () => new Promise((done) => setTimeout(done, 20));

describe('useReopenInterrupted — signing in again reopens the form the ended session left', () => {
  it("asks the account's interrupted drafts on this host, and reopens the add form", async () => {
    const s = services({ interrupted: async () => [draft('resource:tag:edit:1'), draft('resource:user:add:new')] });
    const actions = { add: vi.fn(), edit: vi.fn() };
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: s.wrapper });
    await waitFor(() => expect(actions.add).toHaveBeenCalledTimes(1));
    expect(s.interrupted).toHaveBeenCalledWith('id:7', location.origin);
    expect(actions.edit).not.toHaveBeenCalled();
    expect(s.call).not.toHaveBeenCalled();
  });

  it('reopens the edit form with the record as the server has it now, and only the fields it had', async () => {
    const record = { id: 12, nickname: 'Ann' };
    const s = services({
      interrupted: async () => [draft('resource:user:fields(status,remark):12')],
      answer: async (url) => (url === '/api/business/user/info/12' ? record : null),
    });
    const actions = { add: vi.fn(), edit: vi.fn() };
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: s.wrapper });
    await waitFor(() => expect(actions.edit).toHaveBeenCalledWith(record, ['status', 'remark']));
    expect(s.call.mock.calls[0]![1]).toEqual({ quiet: true });
    expect(actions.add).not.toHaveBeenCalled();
  });

  it('opens nothing for a record that is gone, or a list that holds no such form', async () => {
    const gone = services({ interrupted: async () => [draft('resource:user:edit:12')] });
    const actions = { add: vi.fn(), edit: vi.fn() };
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: gone.wrapper });
    await waitFor(() => expect(gone.call).toHaveBeenCalledTimes(1));
    const other = services({ interrupted: async () => [draft('resource:tag:add:new')] });
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: other.wrapper });
    const failing = services({ interrupted: () => Promise.reject(new Error('storage')) });
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: failing.wrapper });
    // The lists were asked (waited for); the sleep after judges that nothing more happened.
    await waitFor(() => expect(other.interrupted).toHaveBeenCalled());
    await waitFor(() => expect(failing.interrupted).toHaveBeenCalled());
    await settle();
    expect(other.interrupted).toHaveBeenCalledTimes(1);
    expect(failing.interrupted).toHaveBeenCalledTimes(1);
    expect(actions.add).not.toHaveBeenCalled();
    expect(actions.edit).not.toHaveBeenCalled();
  });

  it('asks nothing for a list that does not reopen (a fixed one) or an account it cannot tell', async () => {
    const actions = { add: vi.fn(), edit: vi.fn() };
    const off = services({ interrupted: async () => [draft('resource:user:add:new')] });
    renderHook(() => useReopenInterrupted(def, actions, false), { wrapper: off.wrapper });
    const nobody = services({
      userInfo: { nickname: 'Ann' },
      interrupted: async () => [draft('resource:user:add:new')],
    });
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: nobody.wrapper });
    const noNav = services({ noNav: true, interrupted: async () => [draft('resource:user:add:new')] });
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: noNav.wrapper });
    await settle();
    expect(off.interrupted).not.toHaveBeenCalled();
    expect(nobody.interrupted).not.toHaveBeenCalled();
    expect(noNav.interrupted).not.toHaveBeenCalled();
    expect(actions.add).not.toHaveBeenCalled();
  });

  it('a list gone before the drafts or the record answered opens nothing', async () => {
    const drafts = later<Draft[]>();
    const s = services({ interrupted: () => drafts.promise });
    const actions = { add: vi.fn(), edit: vi.fn() };
    renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: s.wrapper }).unmount();
    drafts.resolve([draft('resource:user:add:new')]);
    const record = later<unknown>();
    const t = services({ interrupted: async () => [draft('resource:user:edit:3')], answer: () => record.promise });
    const hook = renderHook(() => useReopenInterrupted(def, actions, true), { wrapper: t.wrapper });
    await waitFor(() => expect(t.call).toHaveBeenCalledTimes(1));
    hook.unmount();
    record.resolve({ id: 3 });
    await settle();
    expect(actions.add).not.toHaveBeenCalled();
    expect(actions.edit).not.toHaveBeenCalled();
  });

  it('once per list and account: drawn again with new actions, it asks no more; another account asks again', async () => {
    const s = services({ interrupted: async () => [] });
    const hook = renderHook(({ actions }) => useReopenInterrupted(def, actions, true), {
      wrapper: s.wrapper,
      initialProps: { actions: { add: vi.fn(), edit: vi.fn() } },
    });
    await waitFor(() => expect(s.interrupted).toHaveBeenCalledTimes(1));
    hook.rerender({ actions: { add: vi.fn(), edit: vi.fn() } });
    await settle();
    expect(s.interrupted).toHaveBeenCalledTimes(1);
    s.session.setState({ nav: { userInfo: { userId: 8 }, menuList: [], permissions: [], tabs: [] } });
    await waitFor(() => expect(s.interrupted).toHaveBeenCalledTimes(2));
    expect(s.interrupted).toHaveBeenLastCalledWith('id:8', location.origin);
  });
});

describe('useLookFromAddress — the record the address names is shown', () => {
  it('asks for the record quietly and shows it', async () => {
    const record = { id: 5, nickname: 'Ann' };
    const s = services({ answer: async (url) => (url === '/api/business/user/info/5' ? record : null) });
    const show = vi.fn();
    const gone = vi.fn();
    renderHook(() => useLookFromAddress(def, 5, show, gone), { wrapper: s.wrapper });
    await waitFor(() => expect(show).toHaveBeenCalledWith(record));
    expect(s.call.mock.calls[0]![1]).toEqual({ quiet: true });
    expect(gone).not.toHaveBeenCalled();
  });

  it('an address without a record closes the details, asking nothing', () => {
    const s = services({});
    const show = vi.fn();
    renderHook(() => useLookFromAddress(def, null, show, vi.fn()), { wrapper: s.wrapper });
    expect(show).toHaveBeenCalledWith(null);
    expect(s.call).not.toHaveBeenCalled();
  });

  it('a record that is not there, or a call that fails, takes it out of the address', async () => {
    const show = vi.fn();
    const gone = vi.fn();
    const missing = services({ answer: async () => null });
    renderHook(() => useLookFromAddress(def, 5, show, gone), { wrapper: missing.wrapper });
    await waitFor(() => expect(gone).toHaveBeenCalledTimes(1));
    const failing = services({ answer: () => Promise.reject(new Error('timeout')) });
    renderHook(() => useLookFromAddress(def, 6, show, gone), { wrapper: failing.wrapper });
    await waitFor(() => expect(gone).toHaveBeenCalledTimes(2));
    expect(show).not.toHaveBeenCalled();
  });

  it("an answer for a record the address no longer names is dropped, a failure's too", async () => {
    const first = later<unknown>();
    const s = services({ answer: (url) => (url.endsWith('/5') ? first.promise : Promise.resolve({ id: 6 })) });
    const show = vi.fn();
    const gone = vi.fn();
    const hook = renderHook(({ id }) => useLookFromAddress(def, id, show, gone), {
      wrapper: s.wrapper,
      initialProps: { id: 5 as number | null },
    });
    hook.rerender({ id: 6 });
    await waitFor(() => expect(show).toHaveBeenCalledWith({ id: 6 }));
    first.resolve({ id: 5 });
    const failed = later<unknown>();
    const t = services({ answer: () => failed.promise });
    renderHook(() => useLookFromAddress(def, 9, show, gone), { wrapper: t.wrapper }).unmount();
    failed.reject(new Error('timeout'));
    await settle();
    expect(show.mock.calls).toEqual([[{ id: 6 }]]);
    expect(gone).not.toHaveBeenCalled();
  });

  it('answers through the callbacks of the latest drawing', async () => {
    const answer = later<unknown>();
    const s = services({ answer: () => answer.promise });
    const old = vi.fn();
    const current = vi.fn();
    const hook = renderHook(({ show }) => useLookFromAddress(def, 5, show, vi.fn()), {
      wrapper: s.wrapper,
      initialProps: { show: old },
    });
    hook.rerender({ show: current });
    answer.resolve({ id: 5 });
    await waitFor(() => expect(current).toHaveBeenCalledWith({ id: 5 }));
    expect(old).not.toHaveBeenCalled();
    expect(s.call).toHaveBeenCalledTimes(1);
  });
});
