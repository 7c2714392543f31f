// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicesContext, type Services } from '../../../../src/core/kernel/services.ts';
import { TagsView } from '../../../../src/core/tags/TagsView.tsx';
import { createTabsStore } from '../../../../src/core/tags/tabsStore.ts';
import { useHashPath, useHashSearch } from '../../../../src/core/routes/hashLocation.ts';
import type { RouteDef } from '../../../../src/core/routes/types.ts';
import { MemoryStorage } from '../../support/memoryStorage.ts';

afterEach(() => {
  cleanup();
  location.hash = '';
});

const route = (path: string, affix = false): RouteDef => ({
  path,
  name: path.slice(1),
  screen: 'resource-list',
  meta: { title: path.slice(1), affix },
});

/** The tags bar as the console draws it: the tab of the screen the console last heard the address name is current. */
function FollowingBar() {
  const [path] = useHashPath();
  return <TagsView activePath={path} />;
}

/** The tags bar with dashboard, brands and points open, the address on `shown`, drawn as `drawnActive`. */
function renderBar(shown: string, drawnActive: string | null) {
  const tabs = createTabsStore(new MemoryStorage());
  tabs.visit(route('/dashboard', true), '');
  tabs.visit(route('/config/brand'), '');
  tabs.visit(route('/business/points'), '');
  location.hash = `#${shown}`;
  const services = { tabs } as unknown as Services;
  render(
    <ServicesContext.Provider value={services}>
      <Router hook={useHashPath} searchHook={useHashSearch}>
        {drawnActive === null ? <FollowingBar /> : <TagsView activePath={drawnActive} />}
      </Router>
    </ServicesContext.Provider>,
  );
  return tabs;
}

describe('tags bar — Delete closes the focused tab and leaves its screen', () => {
  it('closing the shown tab moves the address to the next one', () => {
    const tabs = renderBar('/business/points', '/business/points');
    const points = screen.getByRole('link', { name: /business\/points/ });
    act(() => void fireEvent.keyDown(points, { key: 'Delete' }));
    expect(tabs.store.getState().tabs.map((tab) => tab.path)).toEqual(['/dashboard', '/config/brand']);
    expect(location.hash).toBe('#/config/brand');
  });

  it('judges the shown screen by the address when the drawing still marks the previous tab', () => {
    // The address is on points, opened a moment ago; the bar was last drawn with brands current.
    const tabs = renderBar('/business/points', '/config/brand');
    const points = screen.getByRole('link', { name: /business\/points/ });
    act(() => void fireEvent.keyDown(points, { key: 'Delete' }));
    expect(tabs.store.getState().tabs.map((tab) => tab.path)).toEqual(['/dashboard', '/config/brand']);
    expect(location.hash).not.toBe('#/business/points');
    expect(location.hash).toBe('#/config/brand');
  });

  it('Delete pressed as a followed link changes the address, before the console has heard of it', async () => {
    // Brands is shown; Enter on the points tab's link moves the address at once, and the browser tells
    // the page (hashchange) a moment later: a Delete in between closes points and must leave it.
    const tabs = renderBar('/config/brand', null);
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    const points = screen.getByRole('link', { name: /business\/points/ });
    expect(points.getAttribute('aria-current')).toBeNull();
    location.hash = '#/business/points';
    act(() => void fireEvent.keyDown(points, { key: 'Delete' }));
    expect(tabs.store.getState().tabs.map((tab) => tab.path)).toEqual(['/dashboard', '/config/brand']);
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    expect(location.hash).toBe('#/config/brand');
  });
});
