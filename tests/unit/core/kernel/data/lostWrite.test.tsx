// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConnection } from '../../../../../src/core/kernel/data/connection.ts';
import { ApiError, type Failure } from '../../../../../src/contract/envelope.ts';
import { useSaveFeedback } from '../../../../../src/core/components/useSaveFeedback.ts';
import { differingFields } from '../../../../../src/core/resources/hooks/useResourceForm.ts';
import type { ResourceDef } from '../../../../../src/core/resources/types.ts';
import { withDataLayer } from '../../../support/dataLayer.tsx';
import { observedApi } from '../../../support/observedApi.ts';

afterEach(cleanup);

const LOST: Failure = { kind: 'timeout' };
const REFUSED: Failure = { kind: 'server', code: 'B0001', message: 'no' };

describe('writes never run twice: a write whose answer was lost', () => {
  it('makes the reads of its area ask what the server has now; a refused write does not', async () => {
    vi.useFakeTimers();
    try {
      const { api, tell } = observedApi();
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const connection = watchConnection(api, client);
      tell({ method: 'PUT', url: '/api/business/user' }, { ok: false, failure: REFUSED });
      await vi.advanceTimersByTimeAsync(200);
      expect(invalidate).not.toHaveBeenCalled();
      tell({ method: 'PUT', url: '/api/business/user' }, { ok: false, failure: LOST });
      await vi.advanceTimersByTimeAsync(200);
      expect(invalidate).toHaveBeenCalledTimes(1);
      const { predicate } = invalidate.mock.calls[0]![0] as unknown as {
        predicate: (q: { queryKey: unknown[] }) => boolean;
      };
      expect(predicate({ queryKey: ['/api/business/user/list', {}] })).toBe(true);
      expect(predicate({ queryKey: ['/api/business/withdrawal/list', {}] })).toBe(false);
      expect(connection.get().offline).toBe(true);
      connection.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is said not known whether saved, is not sent again, and asks what the server has', async () => {
    const notifier = { show: vi.fn() };
    const { result } = renderHook(() => useSaveFeedback(), {
      wrapper: withDataLayer({ api: { call: vi.fn() }, notifier } as never),
    });
    const work = vi.fn(async () => {
      throw new ApiError(LOST);
    });
    const lost = vi.fn();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.save(work, 'saved', lost);
    });
    expect(ok).toBe(false);
    expect(work).toHaveBeenCalledTimes(1);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(result.current.unknown).toBe(true);
    expect(result.current.serverError).toBe('connection.unknownSave');
    expect(notifier.show).not.toHaveBeenCalled();
  });

  it('a refusal is the server’s message, known not saved, and reads nothing again', async () => {
    const { result } = renderHook(() => useSaveFeedback(), {
      wrapper: withDataLayer({ api: { call: vi.fn() }, notifier: { show: vi.fn() } } as never),
    });
    const lost = vi.fn();
    await act(async () => {
      await result.current.save(
        async () => {
          throw new ApiError({ kind: 'server', code: null, message: null, status: 503 });
        },
        undefined,
        lost,
      );
    });
    // A gateway's 503 is the way to the server failing: not known either.
    expect(result.current.unknown).toBe(true);
    await act(async () => {
      await result.current.save(
        async () => {
          throw new ApiError(REFUSED);
        },
        undefined,
        lost,
      );
    });
    expect(result.current.unknown).toBe(false);
    expect(result.current.serverError).not.toBe('connection.unknownSave');
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('a second press while one save is in flight sends nothing', async () => {
    const { result } = renderHook(() => useSaveFeedback(), {
      wrapper: withDataLayer({ api: { call: vi.fn() }, notifier: { show: vi.fn() } } as never),
    });
    let finish: () => void = () => undefined;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<boolean> | undefined;
    let second: boolean | undefined;
    await act(async () => {
      first = result.current.save(work);
      second = await result.current.save(work);
    });
    expect(second).toBe(false);
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
  });
});

describe('what the server has after a lost save: the fields that differ from what was typed', () => {
  const def: ResourceDef = {
    name: 'demo',
    group: 'config',
    item: 'x',
    titleField: 'name',
    fields: [
      { key: 'id', label: 'id', type: 'number', list: true },
      { key: 'name', label: 'name', type: 'text', form: true },
      { key: 'tags', label: 'tags', type: 'tags', form: true },
      { key: 'count', label: 'count', type: 'number', form: 'readonly' },
    ],
    permissions: { list: 'x', info: 'x' },
  };
  it('none when the server has what was typed (it was saved)', () => {
    expect(
      differingFields(def, undefined, { id: 1, name: 'A', tags: ['x'] }, { id: 1, name: 'A', tags: ['x'], count: 9 }),
    ).toEqual([]);
  });
  it('each writable field whose value differs; read-only ones are not judged', () => {
    expect(
      differingFields(
        def,
        undefined,
        { id: 1, name: 'B', tags: [], count: 1 },
        { id: 1, name: 'A', tags: ['x'], count: 9 },
      ),
    ).toEqual(['name', 'tags']);
    expect(differingFields(def, ['tags'], { id: 1, name: 'B', tags: [] }, { id: 1, name: 'A', tags: [] })).toEqual([]);
  });
});
