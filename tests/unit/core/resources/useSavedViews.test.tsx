// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createStore } from 'zustand/vanilla';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import { LOGGED_OUT } from '../../../../src/core/session/store.ts';
import { createI18n } from '../../../../src/core/i18n/i18n.ts';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';
import { useSavedViews } from '../../../../src/core/resources/hooks/useSavedViews.ts';
import { addView, SAVED_VIEWS_KEY, setDefaultView } from '../../../../src/core/resources/list/savedViews.ts';

afterEach(cleanup);

const COLUMNS = { order: [], hidden: [], shown: [], density: 'normal' };

async function mount(stored: unknown, options: { userId?: number; host?: string; refuseWrites?: boolean } = {}) {
  const i18n = await createI18n('en');
  let table = stored;
  const storage = {
    get: vi.fn(async (key: string) => (key === SAVED_VIEWS_KEY ? table : undefined)),
    set: vi.fn(async (_key: string, value: unknown) => {
      if (options.refuseWrites) throw new Error('QuotaExceededError');
      table = JSON.parse(JSON.stringify(value));
    }),
  };
  const show = vi.fn();
  const session = createStore<SessionState>()(() => ({
    ...LOGGED_OUT,
    status: 'loggedIn',
    routesLoaded: true,
    nav: { userInfo: { userId: options.userId ?? 1 }, menuList: [], permissions: [], tabs: [] },
  }));
  const services = {
    platform: { storage, apiOrigin: async () => options.host ?? 'https://api.example.com' },
    notifier: { show },
    session: { store: session },
  } as unknown as Services;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </I18nextProvider>
  );
  const hook = renderHook(() => useSavedViews('user', true), { wrapper });
  await waitFor(() => expect(hook.result.current.ready).toBe(true));
  return { hook, show, storage, table: () => table };
}

describe('useSavedViews: kept per account and API host, untrusted when read back', () => {
  it('a damaged entry is said once in a toast, read as none, and replaced by the next save', async () => {
    const damaged = { 'id:1@https://api.example.com': { user: { views: '<img src=x>' } } };
    const m = await mount(damaged);
    expect(m.hook.result.current.views).toEqual({ views: [], defaultView: null });
    expect(m.show).toHaveBeenCalledTimes(1);
    expect(m.show.mock.calls[0]![0]).toMatchObject({
      severity: 'warn',
      text: expect.stringMatching(/could not be read/),
    });
    const result = await act(() =>
      m.hook.result.current.change((v) => addView(v, { name: 'Mine', query: 'status=1', columns: COLUMNS }, [])),
    );
    expect(result.ok).toBe(true);
    expect(m.hook.result.current.views.views.map((v) => v.name)).toEqual(['Mine']);
    expect(m.table()).toEqual({
      'id:1@https://api.example.com': { user: { views: [{ name: 'Mine', query: 'status=1', columns: COLUMNS }] } },
    });
  });

  it('another account or another API host reads its own views, not these', async () => {
    const kept = {
      'id:1@https://api.example.com': {
        user: { views: [{ name: 'Mine', query: '', columns: COLUMNS }], default: 'Mine' },
      },
    };
    expect((await mount(kept)).hook.result.current.views.defaultView).toBe('Mine');
    cleanup();
    expect((await mount(kept, { userId: 2 })).hook.result.current.views.views).toEqual([]);
    cleanup();
    expect((await mount(kept, { host: 'https://staging.example.com' })).hook.result.current.views.views).toEqual([]);
  });

  it('a refused change writes nothing; a storage that refuses the write is said and changes nothing', async () => {
    const m = await mount(undefined);
    const refused = await act(() =>
      m.hook.result.current.change((v) => addView(v, { name: ' ', query: '', columns: COLUMNS }, [])),
    );
    expect(refused).toEqual({ ok: false, error: 'empty' });
    expect(m.storage.set).not.toHaveBeenCalled();
    cleanup();
    const full = await mount(undefined, { refuseWrites: true });
    const failed = await act(() => full.hook.result.current.change((v) => setDefaultView(v, 'pending')));
    expect(failed).toEqual({ ok: false, error: 'notKept' });
    expect(full.hook.result.current.views.defaultView).toBeNull();
    expect(full.show).toHaveBeenCalledWith(expect.objectContaining({ severity: 'error' }));
  });
});
