// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import { LOGGED_OUT } from '../../../../src/core/session/store.ts';
import { IconButton } from '../../../../src/core/components/IconButton.tsx';
import { Toolbar, ToolbarSearch } from '../../../../src/core/components/Toolbar.tsx';
import type { SessionState } from '../../../../src/core/kernel/ports.ts';

afterEach(cleanup);

function withPermissions(permissions: string[]) {
  const store = createStore<SessionState>()(() => ({
    ...LOGGED_OUT,
    status: 'loggedIn',
    routesLoaded: true,
    nav: { userInfo: {}, menuList: [], permissions, tabs: [] },
  }));
  const services = { session: { store } } as unknown as Services;
  return (node: ReactNode) => render(<ServicesContext.Provider value={services}>{node}</ServicesContext.Provider>);
}

describe('IconButton: every icon button is named, and says what it opens', () => {
  it('is named by its label, with the label as its tooltip unless told otherwise', () => {
    const clicks: string[] = [];
    render(
      <>
        <IconButton icon="pi pi-refresh" label="Reload" onClick={() => clicks.push('reload')} />
        <IconButton icon="pi pi-copy" label="Copy the raw data of 王伟" title="Copy" onClick={() => undefined} />
        <IconButton icon="pi pi-bars" label="Toggle the sidebar" title={false} onClick={() => undefined} />
      </>,
    );
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(reload.getAttribute('title')).toBe('Reload');
    expect(reload.getAttribute('type')).toBe('button');
    fireEvent.click(reload);
    expect(clicks).toEqual(['reload']);
    expect(screen.getByRole('button', { name: 'Copy the raw data of 王伟' }).getAttribute('title')).toBe('Copy');
    expect(screen.getByRole('button', { name: 'Toggle the sidebar' }).hasAttribute('title')).toBe(false);
  });

  it('is small in rows and of the toolbar size when told; danger shows as such', () => {
    render(
      <>
        <IconButton icon="pi pi-trash" label="Delete 王伟" danger onClick={() => undefined} />
        <IconButton icon="pi pi-cog" label="Settings" size="normal" className="x-tool" onClick={() => undefined} />
      </>,
    );
    const row = screen.getByRole('button', { name: 'Delete 王伟' });
    expect(row.className).toContain('p-button-sm');
    expect(row.className).toContain('p-button-danger');
    const tool = screen.getByRole('button', { name: 'Settings' });
    expect(tool.className).not.toContain('p-button-sm');
    expect(tool.className).toContain('x-tool');
  });

  it('says what it opens, whether that is shown, and its shortcut', () => {
    render(
      <>
        <IconButton icon="pi pi-user" label="User menu" popup="menu" onClick={() => undefined} />
        <IconButton icon="pi pi-bars" label="Sidebar" expanded={false} onClick={() => undefined} />
        <IconButton icon="pi pi-search" label="Look up" keyShortcuts="Control+K" onClick={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'User menu' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.getByRole('button', { name: 'Sidebar' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Look up' }).getAttribute('aria-keyshortcuts')).toBe('Control+K');
  });

  it('behind a permission, it is there only for who holds it', () => {
    const view = withPermissions(['sys:role:edit']);
    view(
      <>
        <IconButton need="sys:role:edit" icon="pi pi-pencil" label="Edit admin" onClick={() => undefined} />
        <IconButton need="sys:role:delete" icon="pi pi-trash" label="Delete admin" onClick={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit admin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete admin' })).toBeNull();
  });
});

describe('Toolbar: the one toolbar of the list, tree and form screens', () => {
  it('has the heading the screen is labelled by, the count announced, the tools, and the add button last', () => {
    const added: string[] = [];
    const view = withPermissions(['sys:role:add']);
    view(
      <Toolbar
        titleId="roles-title"
        title="Roles"
        level={3}
        count="3 in all"
        add={{ need: 'sys:role:add', label: 'New role', onClick: () => added.push('role') }}
      >
        <IconButton icon="pi pi-refresh" label="Reload" size="normal" onClick={() => undefined} />
      </Toolbar>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Roles' });
    expect(heading.id).toBe('roles-title');
    expect(screen.getByText('3 in all').getAttribute('aria-live')).toBe('polite');
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons).toEqual(['Reload', 'New role']);
    fireEvent.click(screen.getByRole('button', { name: 'New role' }));
    expect(added).toEqual(['role']);
  });

  it('shows the add button only to who may add, and no count when there is none', () => {
    const view = withPermissions([]);
    const { container } = view(
      <Toolbar
        titleId="menus-title"
        title="Menus"
        add={{ need: 'sys:menu:add', label: 'New menu', onClick: () => undefined }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Menus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New menu' })).toBeNull();
    expect(container.querySelector('.resource-count')).toBeNull();
  });

  it('its search box is labelled by what it searches, and reports each change', () => {
    const typed: string[] = [];
    render(<ToolbarSearch label="Search roles" value="" onChange={(value) => typed.push(value)} />);
    const box = screen.getByRole('searchbox', { name: 'Search roles' });
    expect(box.getAttribute('placeholder')).toBe('Search roles');
    fireEvent.change(box, { target: { value: 'adm' } });
    expect(typed).toEqual(['adm']);
  });
});
