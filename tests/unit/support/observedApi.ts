import { vi } from 'vitest';
import type { ApiClient, CallObserver } from '../../../src/core/api/client.ts';

/** An API client whose calls' outcomes the test tells its observer itself (`tell(request, outcome)`). */
export function observedApi(): { api: ApiClient; tell: CallObserver } {
  let observer: CallObserver = () => undefined;
  const api: ApiClient = {
    call: vi.fn(),
    observe: (o) => {
      observer = o;
      return () => undefined;
    },
  };
  return { api, tell: (...args) => observer(...args) };
}
