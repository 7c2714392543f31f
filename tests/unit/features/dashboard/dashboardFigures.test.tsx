// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createStore } from 'zustand/vanilla';
import type { Services } from '../../../../src/core/kernel/services.ts';
import type { CallObserver } from '../../../../src/core/api/client.ts';
import { withDataLayer } from '../../support/dataLayer.tsx';
import { LOGGED_OUT } from '../../../../src/core/session/store.ts';
import { createI18n } from '../../../../src/core/i18n/i18n.ts';
import { PENDING_REFRESH_MINUTES } from '../../../../src/contract/pendingWork.ts';
import { DashboardFigures } from '../../../../src/features/dashboard/DashboardFigures.tsx';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';

/**
 * The figures are asked for when the dashboard is shown, every PENDING_REFRESH_MINUTES while it is
 * shown and the page visible (the pending count by the menu badge's read, which it shares), after a
 * write to their area (an audit) and on Refresh; "Updated HH:mm" says when.
 */
async function mount(permissions: string[]) {
  const i18n = await createI18n('en');
  let pending = 23;
  // A call held until the test lets it answer (the next one only).
  let gate: Promise<void> | null = null;
  const observers: CallObserver[] = [];
  const observe = (observer: CallObserver) => {
    observers.push(observer);
    return () => undefined;
  };
  const call = vi.fn(async (request: { url: string }) => {
    if (gate) {
      const held = gate;
      gate = null;
      await held;
    }
    if (request.url.endsWith('/pendingCount')) return { count: pending, amount: 100 };
    if (request.url.endsWith('/stats')) return [];
    return { list: [], totalCount: 2 };
  });
  const session = createStore<SessionState>()(() => ({
    ...LOGGED_OUT,
    status: 'loggedIn',
    routesLoaded: true,
    nav: { userInfo: {}, menuList: [], permissions, tabs: [] },
  }));
  const services = { api: { call, observe }, session: { store: session } } as unknown as Services;
  const Layer = withDataLayer(services);
  const settled = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Layer>
        <DashboardFigures onSettled={settled} />
      </Layer>
    </I18nextProvider>,
  );
  const callsTo = (end: string) => () => call.mock.calls.filter(([r]) => r.url.endsWith(end)).length;
  const wrote = (url: string) => observers.forEach((o) => o({ method: 'POST', url }, { ok: true }));
  await settle();
  return {
    view,
    call,
    settled,
    wrote,
    pendingCalls: callsTo('/pendingCount'),
    userCalls: callsTo('/user/list'),
    setPending: (n: number) => (pending = n),
    holdNext: (until: Promise<void>) => (gate = until),
  };
}

/** The data layer tells its observers in a task of its own (setTimeout is not faked). */
const settle = (ms = 20) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const figureName = (label: string) =>
  screen.getByRole('link', { name: new RegExp(`^${label}: `) }).getAttribute('aria-label');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 14, 32, 5));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the dashboard figures', () => {
  it('are asked once when shown, with "Updated" at the time asked, and the trends told they may start', async () => {
    const m = await mount(['sys:withdrawal:list', 'sys:user:list']);
    expect(m.pendingCalls()).toBe(1);
    expect(figureName('Pending withdrawals')).toBe('Pending withdrawals: 23, ¥100.00 in all, open the list');
    expect(screen.getByText('Updated 14:32')).toBeTruthy();
    expect(m.settled).toHaveBeenCalledTimes(1);
  });

  it(`are asked again every ${PENDING_REFRESH_MINUTES} minutes while shown, not while the page is hidden`, async () => {
    const m = await mount(['sys:user:list']);
    // Two figures count users (today, this week): two calls per refresh.
    expect(m.userCalls()).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REFRESH_MINUTES * 60_000 - 1000);
    });
    expect(m.userCalls()).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await settle();
    expect(m.userCalls()).toBe(4);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REFRESH_MINUTES * 60_000);
    });
    await settle();
    expect(m.userCalls()).toBe(4);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await settle();
    expect(m.userCalls()).toBe(6);
  });

  it('are asked again after a write to their area and on Refresh; once hidden (unmounted), never', async () => {
    const m = await mount(['sys:withdrawal:list']);
    m.setPending(7);
    await act(async () => m.wrote('/api/business/user'));
    await settle(150);
    expect(m.pendingCalls()).toBe(1);
    await act(async () => m.wrote('/api/business/withdrawal/audit'));
    // The write's invalidation is batched (100 ms), then the answer drawn: waited for, not slept for.
    await vi.waitFor(() => expect(figureName('Pending withdrawals')).toMatch(/^Pending withdrawals: 7, /));
    expect(m.pendingCalls()).toBe(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh the figures' }));
    });
    await settle();
    expect(m.pendingCalls()).toBe(3);
    m.view.unmount();
    await act(async () => {
      vi.advanceTimersByTime(PENDING_REFRESH_MINUTES * 60_000 * 3);
    });
    await settle();
    expect(m.pendingCalls()).toBe(3);
  });

  it('a refresh under way keeps "Updated" with the time of the figures shown: nothing beside the button moves', async () => {
    const m = await mount(['sys:withdrawal:list']);
    let answer!: () => void;
    m.holdNext(new Promise<void>((resolve) => (answer = resolve)));
    m.setPending(5);
    vi.setSystemTime(new Date(2026, 10, 20, 14, 40, 0));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh the figures' }));
    });
    await settle();
    expect(m.pendingCalls()).toBe(2);
    // Asked, not answered: the figures of 14:32 stay, and so does what says when they are of.
    expect(figureName('Pending withdrawals')).toMatch(/^Pending withdrawals: 23, /);
    expect(screen.getByText('Updated 14:32')).toBeTruthy();
    answer();
    await vi.waitFor(() => expect(figureName('Pending withdrawals')).toMatch(/^Pending withdrawals: 5, /));
    expect(screen.getByText('Updated 14:40')).toBeTruthy();
  });

  it('an account without any figure’s permission sees no figure and asks nothing; the trends may start', async () => {
    const m = await mount(['sys:menu:list']);
    await act(async () => undefined);
    expect(m.view.container.innerHTML).toBe('');
    expect(m.call).not.toHaveBeenCalled();
    expect(m.settled).toHaveBeenCalled();
  });
});
