// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import type { PendingWorkSource } from '../../../../src/core/kernel/features.ts';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';
import type { RouteDef } from '../../../../src/core/routes/types.ts';
import { usePendingWork } from '../../../../src/core/support/usePendingWork.ts';
import { PENDING_CHANGED_EVENT } from '../../../../src/contract/pendingWork.ts';

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
  const api = {
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
  const services = { api, session: { store: session }, features: { pendingWork } } as unknown as Services;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
  );
  return { asked, ...renderHook(() => usePendingWork(), { wrapper }) };
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

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
    await settle();
    expect(result.current).toEqual({ '/shop/order': '3', '/shop/refund': '99+' });
    // An entry the account does not have is never asked about.
    expect(asked).not.toContain('/api/shop/hidden/pending');
  });

  it('a failed count shows no badge; a change is asked for again', async () => {
    const counts: Record<string, unknown> = { '/api/a': new Error('refused') };
    const { result, asked } = render([{ menu: '/a', count: '/api/a' }], ['/a'], counts);
    await settle();
    expect(result.current).toEqual({ '/a': '' });
    counts['/api/a'] = 2;
    await act(async () => void dispatchEvent(new Event(PENDING_CHANGED_EVENT)));
    await settle();
    expect(result.current).toEqual({ '/a': '2' });
    expect(asked).toEqual(['/api/a', '/api/a']);
  });

  it('with no pending work declared, nothing is asked and no badge shows', async () => {
    const { result, asked } = render([], ['/a'], {});
    await settle();
    expect(result.current).toEqual({});
    expect(asked).toEqual([]);
  });
});
