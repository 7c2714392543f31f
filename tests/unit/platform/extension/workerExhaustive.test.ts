// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unhandledRequest, type WorkerRequest } from '../../../../src/platform/extension/protocol.ts';

/**
 * Every switch over `WorkerRequest['type']` ends in `unhandledRequest`: a message type that no case
 * takes fails `npm run typecheck` (the `@ts-expect-error` below is itself an error once the type
 * check stops refusing such a switch). The worker's `handle` is such a switch; its answer at run time
 * to a value of no known type is in worker.test.ts.
 */
describe('a message type that no case takes fails the type check', () => {
  it("refuses a switch that misses 'picture.fetch', and refuses the message at run time", () => {
    const missingOne = (request: WorkerRequest): string | null => {
      switch (request.type) {
        case 'api.request':
        case 'session.signIn':
        case 'session.signOut':
        case 'session.has':
        case 'session.clear':
        case 'session.endReason':
        case 'config.testConnection':
        case 'config.setHost':
        case 'log.list':
        case 'log.clear':
        case 'lookup.take':
          return request.type;
        default:
          // @ts-expect-error 'picture.fetch' has no case, so the request is not `never` here
          return unhandledRequest(request);
      }
    };
    expect(missingOne({ type: 'log.list' })).toBe('log.list');
    expect(missingOne({ type: 'picture.fetch', url: 'https://a.example/a.png' })).toBeNull();
  });
});
