// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import {
  answerDiscard,
  askDiscard,
  discardQuestion,
  giveUp,
  hasUnsaved,
  useUnsavedChanges,
} from '../../../../src/core/kernel/unsaved.ts';
import {
  currentLocation,
  navigate,
  setNavigationBlocker,
  useHashPath,
} from '../../../../src/core/routes/hashLocation.ts';

beforeEach(() => {
  history.replaceState(null, '', '/#/');
  navigate('/business/tag', { replace: true, force: true });
});
afterEach(() => {
  cleanup();
  setNavigationBlocker(null);
  if (discardQuestion.getState().open) answerDiscard(false);
});

describe('Nothing typed is thrown away without asking: the guard of changed forms', () => {
  it('a form registers its changes on the screen it was opened on, and forgets them when it goes', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: false },
    });
    expect(hasUnsaved()).toBe(false);
    rerender({ dirty: true });
    expect(hasUnsaved()).toBe(true);
    expect(hasUnsaved((path) => path === '/business/tag')).toBe(true);
    expect(hasUnsaved((path) => path === '/dashboard')).toBe(false);
    unmount();
    expect(hasUnsaved()).toBe(false);
  });

  it('leave() runs at once without changes, asks with them: Keep editing keeps, Discard goes', async () => {
    const { result, rerender } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: false },
    });
    let closed = 0;
    await act(() => result.current.leave(() => (closed += 1)));
    expect(closed).toBe(1);
    expect(discardQuestion.getState().open).toBe(false);

    rerender({ dirty: true });
    let leaving = act(() => result.current.leave(() => (closed += 1)));
    expect(discardQuestion.getState().open).toBe(true);
    answerDiscard(false);
    await leaving;
    expect(closed).toBe(1);
    expect(hasUnsaved()).toBe(true);

    leaving = act(() => result.current.leave(() => (closed += 1)));
    answerDiscard(true);
    await leaving;
    expect(closed).toBe(2);
    // Given up: nothing to ask any more.
    expect(hasUnsaved()).toBe(false);
  });

  it('a saved form has nothing to ask', () => {
    const { result } = renderHook(() => useUnsavedChanges(true));
    expect(hasUnsaved()).toBe(true);
    result.current.saved();
    expect(hasUnsaved()).toBe(false);
  });

  it('one question at a time: a second ask shares the first answer', async () => {
    const first = askDiscard();
    const second = askDiscard();
    answerDiscard(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(discardQuestion.getState().open).toBe(false);
  });

  it('giveUp() clears only the forms of the paths it names', () => {
    renderHook(() => useUnsavedChanges(true));
    navigate('/config/incentive-add');
    renderHook(() => useUnsavedChanges(true));
    giveUp((path) => path === '/business/tag');
    expect(hasUnsaved((path) => path === '/business/tag')).toBe(false);
    expect(hasUnsaved((path) => path === '/config/incentive-add')).toBe(true);
  });
});

describe('a route change that would take a changed form away is held until the person answers', () => {
  function Where() {
    const [path] = useHashPath();
    return <p data-testid="where">{path}</p>;
  }

  it('navigate() asks the blocker with both addresses, and is held while it says so', () => {
    const asked: [string, string][] = [];
    setNavigationBlocker((from, to) => {
      asked.push([from, to]);
      return to === '#/dashboard';
    });
    navigate('/dashboard');
    expect(currentLocation().path).toBe('/business/tag');
    expect(asked).toEqual([['#/business/tag', '#/dashboard']]);
    navigate('/business/tag?status=1');
    expect(currentLocation()).toEqual({ path: '/business/tag', search: 'status=1' });
    // The blocker itself goes on once the person agreed.
    navigate('/dashboard', { force: true });
    expect(currentLocation().path).toBe('/dashboard');
  });

  it('a link or Back (a hash change) is put back while held, and passes when not', () => {
    const { getByTestId } = render(<Where />);
    let hold = true;
    setNavigationBlocker(() => hold);
    act(() => {
      location.hash = '#/dashboard';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(location.hash).toBe('#/business/tag');
    expect(getByTestId('where').textContent).toBe('/business/tag');
    hold = false;
    act(() => {
      location.hash = '#/dashboard';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(getByTestId('where').textContent).toBe('/dashboard');
  });
});

describe('the question answered when nobody asked, and forms at other screens', () => {
  it('an answer without a question changes nothing and throws nothing', () => {
    expect(() => answerDiscard(true)).not.toThrow();
    expect(discardQuestion.getState().open).toBe(false);
  });

  it('a form that changes back to what it opened with leaves nothing to ask; leave() then runs at once', async () => {
    const { result, rerender } = renderHook(({ dirty }) => useUnsavedChanges(dirty), { initialProps: { dirty: true } });
    rerender({ dirty: false });
    expect(hasUnsaved()).toBe(false);
    let left = false;
    await act(() => result.current.leave(() => (left = true)));
    expect(left).toBe(true);
    expect(discardQuestion.getState().open).toBe(false);
  });

  it('two forms open at once are two entries: one saved leaves the other to ask for', () => {
    const first = renderHook(() => useUnsavedChanges(true));
    renderHook(() => useUnsavedChanges(true));
    first.result.current.saved();
    expect(hasUnsaved()).toBe(true);
  });
});

describe('before and after a form', () => {
  it('nothing is asked when the console starts', async () => {
    vi.resetModules();
    const fresh = await import('../../../../src/core/kernel/unsaved.ts');
    expect(fresh.discardQuestion.getState().open).toBe(false);
  });

  it('a form already gone asks nothing: leave() runs at once, saved() changes nothing', async () => {
    const { result, rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: false },
    });
    rerender({ dirty: true });
    const { leave, saved } = result.current;
    unmount();
    let closed = 0;
    await act(() => leave(() => (closed += 1)));
    expect(closed).toBe(1);
    expect(discardQuestion.getState().open).toBe(false);
    expect(() => saved()).not.toThrow();
    expect(hasUnsaved()).toBe(false);
  });
});
