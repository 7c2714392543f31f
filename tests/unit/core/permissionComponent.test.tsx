// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import type { ReactNode } from 'react';
import { ServicesContext, type Services } from '../../../src/core/app/services.ts';
import { Permission } from '../../../src/core/permission/Permission.tsx';
import { ScreenBoundary } from '../../../src/core/app/ScreenBoundary.tsx';
import { LOGGED_OUT, type SessionState } from '../../../src/core/session/store.ts';

function withPermissions(permissions: string[]) {
  const store = createStore<SessionState>()(() => ({
    ...LOGGED_OUT,
    status: 'loggedIn',
    routesLoaded: true,
    nav: { userInfo: {}, menuList: [], permissions, tabs: [] },
  }));
  const services = { session: { store } } as unknown as Services;
  const wrap = (node: ReactNode) => <ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>;
  return { store, wrap };
}

describe('<Permission> — SPEC 5: the element is removed, not hidden', () => {
  it('renders the children only for a held permission and follows changes without a reload', () => {
    const { store, wrap } = withPermissions(['sys:menu:list']);
    const view = render(
      wrap(
        <Permission need={['sys:menu:add']}>
          <button type="button">Add</button>
        </Permission>,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(view.container.innerHTML).toBe('');
    store.setState({ nav: { userInfo: {}, menuList: [], permissions: ['sys:menu:add'], tabs: [] } });
    view.rerender(
      wrap(
        <Permission need={['sys:menu:add']}>
          <button type="button">Add</button>
        </Permission>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it("a misused gate throws 'need roles!', caught by the screen's boundary", () => {
    const { wrap } = withPermissions([]);
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        wrap(
          <ScreenBoundary fallback={(message) => <p role="alert">{message}</p>}>
            <Permission need={[]}>
              <span>x</span>
            </Permission>
          </ScreenBoundary>,
        ),
      );
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('alert').textContent).toBe('need roles!');
  });
});
