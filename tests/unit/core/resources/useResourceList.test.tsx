// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDataLayer } from '../../support/dataLayer.tsx';
import type { ApiClient } from '../../../../src/core/api/client.ts';
import { ApiError } from '../../../../src/contract/envelope.ts';
import type { ApiRequest } from '../../../../src/contract/platform.ts';
import { useResourceList } from '../../../../src/core/resources/hooks/useResourceList.ts';
import type { ResourceDef } from '../../../../src/core/resources/types.ts';

afterEach(cleanup);

const area: ResourceDef = {
  name: 'points',
  group: 'business',
  item: 'resources.points.item',
  permissions: { list: 'sys:points:list' },
  fields: [{ key: 'id', label: 'resources.common.id', type: 'number', list: true }],
} as unknown as ResourceDef;

/**
 * The data layer tells its observers in a task of its own: what is to show is waited for, and this
 * sleep only judges that something did not happen.
 */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

/** An API whose list calls the test answers by hand. */
function fakeApi() {
  const calls: { request: ApiRequest; answer(data: unknown): Promise<void>; fail(): Promise<void> }[] = [];
  const api: ApiClient = {
    observe: () => () => undefined,
    call<T>(request: ApiRequest) {
      return new Promise<T>((resolve, reject) => {
        calls.push({
          request,
          answer: async (data) => {
            await act(async () => void resolve(data as T));
          },
          // A refusal: the data layer does not retry it.
          fail: async () => {
            await act(async () => void reject(new ApiError({ kind: 'server', code: 'B0001', message: null })));
          },
        });
      });
    },
  };
  const wrapper = withDataLayer({ api });
  return { calls, wrapper };
}

const rows = (...ids: number[]) => ({ list: ids.map((id) => ({ id })), totalCount: 30 });

describe('useResourceList: one list call per page, the rows kept while the next loads', () => {
  it('asks for the first page, then for the next one; the rows stay until it answers', async () => {
    const { calls, wrapper } = fakeApi();
    const { result } = renderHook(() => useResourceList(area, { userId: 7 }), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(calls.map((c) => c.request.params)).toEqual([{ page: 1, limit: 10, userId: 7 }]);
    await calls[0]!.answer(rows(1, 2));
    await vi.waitFor(() => expect(result.current.answer.list.map((r) => r.id)).toEqual([1, 2]));
    act(() => result.current.update({ first: 10 }));
    await vi.waitFor(() => {
      expect(calls.map((c) => c.request.params)).toEqual([
        { page: 1, limit: 10, userId: 7 },
        { page: 2, limit: 10, userId: 7 },
      ]);
      expect(result.current).toMatchObject({ loading: true, failed: false });
    });
    expect(result.current.answer.list.map((r) => r.id)).toEqual([1, 2]);
    await calls[1]!.answer(rows(11, 12));
    await vi.waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.answer.list.map((r) => r.id)).toEqual([11, 12]);
  });

  it('a failed page keeps the rows it had and says it failed, until a load succeeds', async () => {
    const { calls, wrapper } = fakeApi();
    const { result } = renderHook(() => useResourceList(area), { wrapper });
    await calls[0]!.answer(rows(1));
    await vi.waitFor(() => expect(result.current.answer.list.map((r) => r.id)).toEqual([1]));
    act(() => result.current.update({ first: 10 }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await calls[1]!.fail();
    await vi.waitFor(() => expect(result.current).toMatchObject({ loading: false, failed: true }));
    expect(result.current.answer.list.map((r) => r.id)).toEqual([1]);
    act(() => void result.current.reload());
    await vi.waitFor(() => {
      expect(calls[2]?.request.params).toEqual({ page: 2, limit: 10 });
      // Asking again, it is loading; the rows it had stay meanwhile.
      expect(result.current).toMatchObject({ loading: true });
    });
    expect(result.current.answer.list.map((r) => r.id)).toEqual([1]);
    await calls[2]!.answer(rows(11));
    await vi.waitFor(() => expect(result.current).toMatchObject({ loading: false, failed: false }));
    expect(result.current.answer.list.map((r) => r.id)).toEqual([11]);
  });

  it('new filters start again at the first page, with one call', async () => {
    const { calls, wrapper } = fakeApi();
    const { result } = renderHook(() => useResourceList(area), { wrapper });
    await calls[0]!.answer(rows(1));
    await vi.waitFor(() => expect(result.current.answer.list.map((r) => r.id)).toEqual([1]));
    act(() => result.current.update({ first: 20 }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    act(() => result.current.applyFilters('王', {}));
    await vi.waitFor(() =>
      expect(calls.slice(1).map((c) => c.request.params)).toEqual([
        { page: 3, limit: 10 },
        { page: 1, limit: 10, keyword: '王' },
      ]),
    );
    await calls[2]!.answer(rows(5));
    await vi.waitFor(() => expect(result.current.answer.list.map((r) => r.id)).toEqual([5]));
    // The answer for page 3 comes last and is not shown.
    await calls[1]!.answer(rows(21));
    await settle();
    expect(result.current.answer.list.map((r) => r.id)).toEqual([5]);
  });
});

describe('useResourceList in the address: the view it names (issue: saved views)', () => {
  const filtered: ResourceDef = {
    ...area,
    fields: [
      { key: 'id', label: 'resources.common.id', type: 'number', list: true, sortable: true },
      { key: 'status', label: 'resources.common.status', type: 'status', list: true, filter: true },
    ],
  };
  const addressed = (search: string, view: string | null) => {
    const writes: [string, string | null][] = [];
    return { writes, address: { search, view, onChange: (s: string, v: string | null) => void writes.push([s, v]) } };
  };

  it('a page turned keeps the view named; filters, sort or page size changed leave it', () => {
    const { calls, wrapper } = fakeApi();
    const { writes, address } = addressed('status=1', 'Mine');
    const { result } = renderHook(() => useResourceList(filtered, {}, address), { wrapper });
    expect(calls[0]!.request.params).toEqual({ page: 1, limit: 10, status: 1 });
    act(() => result.current.update({ first: 10 }));
    act(() => result.current.applyFilters('', { status: 0 }));
    act(() => result.current.update({ sortField: 'id', sortOrder: 1 }));
    act(() => result.current.update({ rows: 20, first: 0 }));
    expect(writes).toEqual([
      ['status=1&page=2', 'Mine'],
      ['status=0', null],
      ['status=1&sort=id&order=asc', null],
      ['status=1&limit=20', null],
    ]);
  });

  it('a view applied is shown and named; cleared to nothing while a default exists, it is named "all"', () => {
    const { wrapper } = fakeApi();
    const { writes, address } = addressed('status=1', null);
    const { result } = renderHook(() => useResourceList(filtered, {}, address, { blankView: 'all' }), { wrapper });
    act(() => result.current.applyView({ ...result.current.state, filters: { status: 0 } }, 'Disabled'));
    act(() => result.current.applyFilters('', {}));
    act(() => result.current.applyView(result.current.state, null));
    expect(writes).toEqual([
      ['status=0', 'Disabled'],
      ['', 'all'],
      ['status=1', null],
    ]);
  });

  it('held (the saved views are read first), it asks nothing; then one call', () => {
    const { calls, wrapper } = fakeApi();
    const { address } = addressed('', null);
    const { rerender, result } = renderHook(
      ({ hold }: { hold: boolean }) => useResourceList(filtered, {}, address, { hold }),
      { wrapper, initialProps: { hold: true } },
    );
    expect(calls).toHaveLength(0);
    expect(result.current.loaded).toBe(false);
    rerender({ hold: false });
    expect(calls.map((c) => c.request.params)).toEqual([{ page: 1, limit: 10 }]);
  });
});
