import { describe, expect, it } from 'vitest';
import { isBroadcast, isSignal, parseWorkerRequest } from '../../../../src/platform/extension/protocol.ts';

describe('worker protocol — the support desk messages', () => {
  it.each(['log.list', 'log.clear', 'lookup.take'])('accepts %s, its extra fields ignored', (type) => {
    expect(parseWorkerRequest({ type })).toEqual({ type });
    expect(parseWorkerRequest({ type, request: { method: 'GET', url: '/api/x' }, token: 't', calls: [] })).toEqual({
      type,
    });
  });

  it.each([{ type: 'log.changed' }, { type: 'lookup.pending' }, { type: 'log.save', calls: [] }, { type: 'LOG.LIST' }])(
    'refuses %j from a page',
    (message) => {
      expect(parseWorkerRequest(message)).toBeNull();
    },
  );

  it.each<[unknown, 'log.changed' | 'lookup.pending', boolean]>([
    [{ type: 'log.changed' }, 'log.changed', true],
    [{ type: 'lookup.pending' }, 'lookup.pending', true],
    [{ type: 'log.changed', extra: 1 }, 'log.changed', true],
    [{ type: 'lookup.pending' }, 'log.changed', false],
    [{ type: 'log.changed' }, 'lookup.pending', false],
    [{ type: 'session.changed', hasSession: true }, 'log.changed', false],
    ['log.changed', 'log.changed', false],
    [null, 'log.changed', false],
    [undefined, 'lookup.pending', false],
    [[{ type: 'log.changed' }], 'log.changed', false],
    [{}, 'lookup.pending', false],
  ])('isSignal(%j, %s) is %s', (message, type, is) => {
    expect(isSignal(message, type)).toBe(is);
  });

  it('the signals are no session broadcast', () => {
    expect(isBroadcast({ type: 'log.changed' })).toBe(false);
    expect(isBroadcast({ type: 'lookup.pending' })).toBe(false);
  });
});
