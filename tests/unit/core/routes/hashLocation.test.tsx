// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  currentLocation,
  navigate,
  setNavigationBlocker,
  shownLocation,
  subscribeToLocation,
  useHashPath,
  useHashSearch,
} from '../../../../src/core/routes/hashLocation.ts';
import { useSearchAt } from '../../../../src/core/routes/searchAt.ts';
import { splitHash } from '../../../../src/core/routes/hashPath.ts';

/** SPEC 2: routing is hash-based; the query string lives inside the hash. */
beforeEach(() => history.replaceState(null, '', '/#/'));
afterEach(() => {
  setNavigationBlocker(null);
  cleanup();
  vi.restoreAllMocks();
});

describe('splitHash', () => {
  it.each([
    ['#/business/user?keyword=ann&page=2', '/business/user', 'keyword=ann&page=2'],
    ['#/login', '/login', ''],
    ['#login', '/login', ''],
    ['#//login', '/login', ''],
    ['', '/', ''],
    ['#', '/', ''],
    ['#?a=1', '/', 'a=1'],
    ['#/a?b=1?c=2', '/a', 'b=1?c=2'],
    ['/#/a', '/#/a', ''],
  ])('%j is path %j and search %j', (hash, path, search) => {
    expect(splitHash(hash)).toEqual({ path, search });
  });
});

describe('navigate', () => {
  it('pushes a history entry with the path in the hash, and tells the listeners', () => {
    const pushState = vi.spyOn(history, 'pushState');
    const seen: string[] = [];
    function Probe() {
      const [path] = useHashPath();
      seen.push(path);
      return null;
    }
    render(<Probe />);
    act(() => navigate('/business/user?keyword=a'));
    expect(pushState).toHaveBeenCalledWith(null, '', `${location.origin}/#/business/user?keyword=a`);
    expect(currentLocation()).toEqual({ path: '/business/user', search: 'keyword=a' });
    expect(seen.at(-1)).toBe('/business/user');
  });

  it('adds the leading slash to a relative target', () => {
    navigate('dashboard');
    expect(location.hash).toBe('#/dashboard');
  });

  it('replaces the entry when asked', () => {
    const replaceState = vi.spyOn(history, 'replaceState');
    const pushState = vi.spyOn(history, 'pushState');
    navigate('/a', { replace: true });
    expect(replaceState).toHaveBeenCalledWith(null, '', `${location.origin}/#/a`);
    expect(pushState).not.toHaveBeenCalled();
  });

  it('does nothing when already there', () => {
    navigate('/a');
    const pushState = vi.spyOn(history, 'pushState');
    navigate('/a');
    expect(pushState).not.toHaveBeenCalled();
  });
});

describe('the hooks follow the hash', () => {
  it('useHashPath and useHashSearch re-render on hashchange; they stop listening once unmounted', () => {
    const add = vi.spyOn(globalThis, 'addEventListener');
    const remove = vi.spyOn(globalThis, 'removeEventListener');
    const seen: [string, string][] = [];
    function Probe() {
      const [path] = useHashPath();
      const search = useHashSearch();
      seen.push([path, search]);
      return null;
    }
    const view = render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    // One listener on the window for any number of readers.
    expect(add.mock.calls.filter(([type]) => type === 'hashchange')).toHaveLength(1);
    act(() => {
      history.replaceState(null, '', '/#/x?q=1');
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(seen.at(-1)).toEqual(['/x', 'q=1']);
    view.unmount();
    expect(remove.mock.calls.filter(([type]) => type === 'hashchange')).toHaveLength(1);
  });

  it('render on a server: path / and no search', () => {
    function Probe() {
      const [path] = useHashPath();
      return (
        <i>
          {path}|{useHashSearch()}|{String(useSearchAt('/x'))}
        </i>
      );
    }
    expect(renderToString(<Probe />)).toBe('<i>/<!-- -->|<!-- -->|<!-- -->null</i>');
  });

  it('useSearchAt answers the query only at its path, and re-renders only when it changes', () => {
    history.replaceState(null, '', '/#/list?keyword=a&page=1');
    const seen: (string | null)[] = [];
    function Probe() {
      seen.push(useSearchAt('/list'));
      return null;
    }
    render(<Probe />);
    act(() => navigate('/list?keyword=a&page=1'));
    expect(seen).toEqual(['keyword=a&page=1']);
    act(() => navigate('/list?keyword=b'));
    act(() => navigate('/other?keyword=b'));
    expect(seen).toEqual(['keyword=a&page=1', 'keyword=b', null]);
  });
});

describe('what is rendered is the location the page was told of', () => {
  /** A reader of the path that can also render for a reason of its own (data arriving, a timer). */
  function renderReader() {
    const seen: string[] = [];
    let renderAgain = () => {};
    function Probe() {
      const [, setTick] = useState(0);
      renderAgain = () => setTick((n) => n + 1);
      seen.push(`${useHashPath()[0]}?${useHashSearch()}`);
      return null;
    }
    render(<Probe />);
    return { seen, renderAgain: () => act(() => renderAgain()) };
  }

  it('the address moved and the page not yet told (hashchange comes a task later): a render meanwhile reads the old path', () => {
    history.replaceState(null, '', '/#/dashboard');
    const reader = renderReader();
    // A signed-in console reading /login here would resolve it as no route and send it to /404.
    history.replaceState(null, '', '/#/login?x=1');
    reader.renderAgain();
    expect(reader.seen.at(-1)).toBe('/dashboard?');
    expect(currentLocation()).toEqual({ path: '/login', search: 'x=1' });
    act(() => {
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(reader.seen.at(-1)).toBe('/login?x=1');
  });

  it('a Back held by a blocker is never drawn, not even by a render before the question', () => {
    history.replaceState(null, '', '/#/form');
    const reader = renderReader();
    setNavigationBlocker(() => true);
    const entries = history.length;
    history.replaceState(null, '', '/#/elsewhere');
    reader.renderAgain();
    act(() => {
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(reader.seen.every((seen) => seen === '/form?')).toBe(true);
    // And the address was put back, in place of the entry that took it (no entry added).
    expect(location.hash).toBe('#/form');
    expect(history.length).toBe(entries);
  });

  it('what the address became while no one listened is what the first listener is shown', () => {
    history.replaceState(null, '', '/#/a');
    expect(shownLocation().path).toBe('/a');
    history.replaceState(null, '', '/#/c');
    const stop = subscribeToLocation(() => undefined);
    expect(shownLocation().path).toBe('/c');
    stop();
  });
});
