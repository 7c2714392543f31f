// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import type { ReactNode } from 'react';
import { ServicesContext, type Services } from '../../../src/core/kernel/services.ts';
import { Permission, usePermission, usePermissions } from '../../../src/core/permission/Permission.tsx';
import { hasPermission } from '../../../src/core/permission/hasPermission.ts';
import { ScreenBoundary } from '../../../src/core/kernel/ScreenBoundary.tsx';
import { LOGGED_OUT } from '../../../src/core/session/store.ts';
import type { SessionState } from '../../../src/core/kernel/ports.ts';

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

describe('usePermission and usePermissions', () => {
  function Probe({ need }: { need: readonly string[] }) {
    const can = usePermission();
    const held = usePermissions();
    return (
      <p>
        {String(can(need))}|{held.join(',')}
      </p>
    );
  }

  it('checks the held permissions; without a nav answer nothing is held', () => {
    const { store, wrap } = withPermissions(['sys:menu:list']);
    const view = render(wrap(<Probe need={['sys:menu:list', 'sys:menu:add']} />));
    expect(view.container.textContent).toBe('true|sys:menu:list');
    act(() => store.setState({ nav: null }));
    expect(view.container.textContent).toBe('false|');
    view.unmount();
  });
});

describe('SPEC 5: the gate needs a non-empty list of permission strings', () => {
  it.each<[string, unknown]>([
    ['an empty list', []],
    ['a list with an empty string', ['sys:menu:add', '']],
    ['a list with a number', ['sys:menu:add', 1]],
    ['text', 'sys:menu:add'],
    ['nothing', undefined],
  ])("%s throws 'need roles!'", (_, need) => {
    expect(() => hasPermission(['sys:menu:add'], need)).toThrow('need roles!');
  });
});
