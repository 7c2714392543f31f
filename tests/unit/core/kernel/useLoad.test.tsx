// @vitest-environment jsdom
import { Activity, type ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoad, type LoadKey, type LoadOptions } from '../../../../src/core/kernel/useLoad.ts';
import { ApiError } from '../../../../src/contract/envelope.ts';
import { errorMessage } from '../../../../src/core/api/failureMessage.ts';

afterEach(cleanup);

/** One call of the loader: the key it was made for, its signal, and how to end it. */
interface Call {
  key: LoadKey;
  signal: AbortSignal;
  answer(value: string): Promise<void>;
  fail(error: unknown): Promise<void>;
}

/** A loader whose calls the test ends by hand, in any order. */
function loader() {
  const calls: Call[] = [];
  const make = (key: LoadKey) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({
        key,
        signal,
        answer: (value) => act(async () => resolve(value)),
        fail: (error) => act(async () => reject(error)),
      });
    });
  return { calls, make };
}

function mount(key: LoadKey, options: LoadOptions = {}, wrapper?: (props: { children: ReactNode }) => ReactNode) {
  const { calls, make } = loader();
  const view = renderHook(({ key, options }) => useLoad(key, make(key), options), {
    initialProps: { key, options },
    ...(wrapper ? { wrapper } : {}),
  });
  return { ...view, calls };
}

const timeout = new ApiError({ kind: 'timeout' });
const t = (key: string) => `text of ${key}`;

describe('useLoad: one load per key, the newest answer wins', () => {
  it('loads once on mount, loading until the answer', async () => {
    const { result, calls } = mount(['roles']);
    expect(result.current).toMatchObject({ data: undefined, error: null, loading: true });
    expect(calls).toHaveLength(1);
    await calls[0]!.answer('first');
    expect(result.current).toMatchObject({ data: 'first', error: null, loading: false });
    expect(calls).toHaveLength(1);
  });

  it('a new key loads again; the same key by value does not', async () => {
    const { result, calls, rerender } = mount(['user', 1]);
    await calls[0]!.answer('one');
    rerender({ key: ['user', 1], options: {} });
    expect(calls).toHaveLength(1);
    rerender({ key: ['user', 2], options: {} });
    // From the first render of the new key on: loading, and nothing of the old key.
    expect(result.current).toMatchObject({ data: undefined, error: null, loading: true });
    expect(calls.map((c) => c.key)).toEqual([
      ['user', 1],
      ['user', 2],
    ]);
    await calls[1]!.answer('two');
    expect(result.current).toMatchObject({ data: 'two', loading: false });
  });

  it('race: a slower answer for an earlier key does not overwrite the newer one', async () => {
    const { result, calls, rerender } = mount('page-1');
    rerender({ key: 'page-2', options: {} });
    expect(calls[0]!.signal.aborted).toBe(true);
    await calls[1]!.answer('page 2');
    await calls[0]!.answer('page 1');
    expect(result.current).toMatchObject({ data: 'page 2', loading: false });
    // Nor does an earlier failure.
    rerender({ key: 'page-3', options: {} });
    rerender({ key: 'page-4', options: {} });
    await calls[3]!.answer('page 4');
    await calls[2]!.fail(timeout);
    expect(result.current).toMatchObject({ data: 'page 4', error: null, loading: false });
  });

  it('race: a reload supersedes the load in flight', async () => {
    const { result, calls } = mount('roles');
    let reloaded = false;
    act(() => void result.current.reload().then(() => (reloaded = true)));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await calls[1]!.answer('newer');
    await calls[0]!.answer('older');
    expect(result.current.data).toBe('newer');
    expect(reloaded).toBe(true);
  });

  it('unmount aborts the load, and its answer is dropped', async () => {
    const { result, calls, unmount } = mount('menus');
    const before = result.current;
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await calls[0]!.answer('too late');
    expect(result.current).toBe(before);
  });

  it('a hidden kept-alive view sets nothing from its abandoned load, and loads again when shown', async () => {
    let visible = true;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>
    );
    const { result, calls, rerender } = mount('institutions', {}, wrapper);
    await calls[0]!.answer('first');
    act(() => void result.current.reload());
    visible = false;
    rerender({ key: 'institutions', options: {} });
    expect(calls[1]!.signal.aborted).toBe(true);
    await calls[1]!.answer('abandoned');
    visible = true;
    rerender({ key: 'institutions', options: {} });
    expect(calls).toHaveLength(3);
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    await calls[2]!.answer('shown again');
    expect(result.current).toMatchObject({ data: 'shown again', loading: false });
  });

  it('reload loads the same key again, keeping the data meanwhile, and resolves when it has answered', async () => {
    const { result, calls } = mount('roles');
    await calls[0]!.answer('first');
    let reloaded = false;
    act(() => void result.current.reload().then(() => (reloaded = true)));
    expect(calls.map((c) => c.key)).toEqual(['roles', 'roles']);
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    expect(reloaded).toBe(false);
    await calls[1]!.answer('second');
    expect(result.current).toMatchObject({ data: 'second', loading: false });
    expect(reloaded).toBe(true);
  });

  it('a reload asked for lets its caller go when the view unmounts before the answer', async () => {
    const { result, unmount } = mount('roles');
    let reloaded = false;
    act(() => void result.current.reload().then(() => (reloaded = true)));
    unmount();
    await act(async () => undefined);
    expect(reloaded).toBe(true);
  });

  it('an error is kept as the API failure (the catalogue’s text), and a retry that succeeds clears it', async () => {
    const { result, calls } = mount(['user', 7]);
    await calls[0]!.fail(timeout);
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(result.current.error).toBe(timeout);
    expect(errorMessage(result.current.error, t)).toBe('text of errors.timeout');
    let retried = false;
    act(() => void result.current.reload().then(() => (retried = true)));
    // The failure stays shown until the retry answers.
    expect(result.current).toMatchObject({ error: timeout, loading: true });
    await calls[1]!.answer('found');
    expect(result.current).toMatchObject({ data: 'found', error: null, loading: false });
    expect(retried).toBe(true);
  });

  it('a failed reload keeps what the key had, with the failure beside it', async () => {
    const { result, calls } = mount('menus');
    await calls[0]!.answer('menus');
    act(() => void result.current.reload());
    await calls[1]!.fail(timeout);
    expect(result.current).toMatchObject({ data: 'menus', error: timeout, loading: false });
  });

  it('a loader that throws at once fails the load like one that rejects', async () => {
    const { result } = renderHook(() =>
      useLoad('broken', () => {
        throw timeout;
      }),
    );
    await act(async () => undefined);
    expect(result.current).toMatchObject({ data: undefined, error: timeout, loading: false });
  });

  it('keepPrevious: the previous key’s rows stay while the next key loads, and after it fails', async () => {
    const keep = { keepPrevious: true };
    const { result, calls, rerender } = mount('page-1', keep);
    await calls[0]!.answer('rows of page 1');
    rerender({ key: 'page-2', options: keep });
    expect(result.current).toMatchObject({ data: 'rows of page 1', error: null, loading: true });
    await calls[1]!.fail(timeout);
    expect(result.current).toMatchObject({ data: 'rows of page 1', error: timeout, loading: false });
    // The last outcome, failure included, stays until the next key answers.
    rerender({ key: 'page-3', options: keep });
    expect(result.current).toMatchObject({ data: 'rows of page 1', error: timeout, loading: true });
    await calls[2]!.answer('rows of page 3');
    expect(result.current).toMatchObject({ data: 'rows of page 3', error: null, loading: false });
  });

  it('without keepPrevious, a new key that fails shows no data of the old one', async () => {
    const { result, calls, rerender } = mount('page-1');
    await calls[0]!.answer('rows of page 1');
    rerender({ key: 'page-2', options: {} });
    await calls[1]!.fail(timeout);
    expect(result.current).toMatchObject({ data: undefined, error: timeout, loading: false });
  });

  it('a null key loads nothing and is not loading; a key given later loads', async () => {
    const { result, calls, rerender } = mount(null);
    expect(result.current).toMatchObject({ data: undefined, error: null, loading: false });
    expect(calls).toHaveLength(0);
    let reloaded = false;
    act(() => void result.current.reload().then(() => (reloaded = true)));
    await act(async () => undefined);
    expect(reloaded).toBe(true);
    expect(calls).toHaveLength(0);
    rerender({ key: ['user', 3], options: {} });
    expect(calls).toHaveLength(1);
    await calls[0]!.answer('three');
    expect(result.current.data).toBe('three');
  });
});
