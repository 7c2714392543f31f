import { expect, vi } from 'vitest';
import type { ApiClient } from '../../../../src/core/api/client.ts';

/**
 * An API client answering `answer(url, params)` (an Error is thrown), recording each call. Every
 * call of the dashboard is a quiet GET: it tells its failures itself, never through the console's
 * own notice.
 */
export function fakeApi(answer: (url: string, params: Record<string, unknown>) => unknown) {
  const calls: { url: string; params: Record<string, unknown> }[] = [];
  const api: ApiClient = {
    observe: () => () => undefined,
    call: vi.fn(async (request, options) => {
      const params = (request.params ?? {}) as Record<string, unknown>;
      calls.push({ url: request.url, params });
      expect(request.method).toBe('GET');
      expect(options).toMatchObject({ quiet: true });
      const result = answer(request.url, params);
      if (result instanceof Error) throw result;
      return result as never;
    }),
  };
  return { api, calls };
}
