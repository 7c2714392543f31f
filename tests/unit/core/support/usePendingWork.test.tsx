// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../../../src/core/kernel/services.ts';
import type { CallObserver } from '../../../../src/core/api/client.ts';
import { withDataLayer } from '../../support/dataLayer.tsx';
import { FeaturesContext, type PendingWorkSource } from '../../../../src/core/kernel/features.ts';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';
import type { RouteDef } from '../../../../src/core/routes/types.ts';
import { usePendingWork } from '../../../../src/core/support/usePendingWork.ts';

afterEach(cleanup);

const screen = (path: string): RouteDef => ({
  path,
  name: path.slice(1),
  screen: 'resource-list',
  meta: { title: 't' },
});

/** A console whose features declare `pendingWork`, for an account that has the screens `open`. */
function render(pendingWork: PendingWorkSource[], open: string[], counts: Record<string, unknown>) {
  const asked: string[] = [];
  const observers: CallObserver[] = [];
  const api = {
    observe: (observer: CallObserver) => {
      observers.push(observer);
      return () => undefined;
    },
    call: async (request: { url: string }) => {
      asked.push(request.url);
      const count = counts[request.url];
      if (count instanceof Error) throw count;
      return { count };
    },
  };
  const session = createStore<SessionState>()(() => ({
    status: 'loggedIn',
    routesLoaded: true,
    nav: null,
    routes: open.map(screen),
    endReason: null,
  }));
  const services = { api, session: { store: session } } as unknown as Services;
  const DataLayer = withDataLayer(services);
  const features = { routes: [], permissions: [], lookups: [], pendingWork };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataLayer>
      <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>
    </DataLayer>
  );
  /** A write the client saw succeed. */
  const wrote = (url: string) => observers.forEach((observe) => observe({ method: 'POST', url }, { ok: true }));
  return { asked, wrote, ...renderHook(() => usePendingWork(), { wrapper }) };
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));

describe('usePendingWork — the badges are the counts the features declare', () => {
  it('shows each declared count on its menu entry, for the entries the account has', async () => {
    const { result, asked } = render(
      [
        { menu: '/shop/order', count: '/api/shop/order/pending' },
        { menu: '/shop/refund', count: '/api/shop/refund/pending' },
        { menu: '/shop/hidden', count: '/api/shop/hidden/pending' },
      ],
      ['/shop/order', '/shop/refund'],
      { '/api/shop/order/pending': 3, '/api/shop/refund/pending': 120, '/api/shop/hidden/pending': 5 },
    );
    // Waited for, not slept: beside the browsers a 20 ms sleep was once too short for the answers.
    await vi.waitFor(() => expect(result.current).toEqual({ '/shop/order': '3', '/shop/refund': '99+' }));
    // An entry the account does not have is never asked about.
    expect(asked).not.toContain('/api/shop/hidden/pending');
  });

  it('a failed count shows no badge; a write to its area asks for it again', async () => {
    const counts: Record<string, unknown> = { '/api/shop/a/pending': new Error('refused') };
    const { result, asked, wrote } = render([{ menu: '/a', count: '/api/shop/a/pending' }], ['/a'], counts);
    await vi.waitFor(() => expect(asked).toEqual(['/api/shop/a/pending']));
    await settle();
    expect(result.current).toEqual({ '/a': '' });
    counts['/api/shop/a/pending'] = 2;
    await act(async () => wrote('/api/shop/b/audit'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(asked).toEqual(['/api/shop/a/pending']);
    await act(async () => wrote('/api/shop/a/audit'));
    // Writes close together invalidate once, 100 ms after the last: waited for, not slept.
    await vi.waitFor(() => expect(result.current).toEqual({ '/a': '2' }));
    expect(asked).toEqual(['/api/shop/a/pending', '/api/shop/a/pending']);
  });

  it('with no pending work declared, nothing is asked and no badge shows', async () => {
    const { result, asked } = render([], ['/a'], {});
    await settle();
    expect(result.current).toEqual({});
    expect(asked).toEqual([]);
  });
});
