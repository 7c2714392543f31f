import { describe, expect, it } from 'vitest';
import { BADGE_MAX } from '../../../src/contract/constants.ts';
import {
  badgeText,
  PENDING_WITHDRAWALS_MENU,
  PENDING_WITHDRAWALS_PATH,
  pendingCountOf,
} from '../../../src/contract/pendingWork.ts';
import type { TransportReply } from '../../../src/contract/platform.ts';

const ok = (body: unknown): TransportReply => ({ ok: true, status: 200, body });

describe('SPEC 9: badge maximum 99', () => {
  it('the maximum is 99', () => {
    expect(BADGE_MAX).toBe(99);
  });

  it.each<[number | null | undefined, string]>([
    [null, ''],
    [undefined, ''],
    [0, ''],
    [-1, ''],
    [-100, ''],
    [0.5, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [1, '1'],
    [12.7, '12'],
    [9, '9'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [100_000, '99+'],
  ])('%s shows %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('a badge is never longer than "99+"', () => {
    for (let count = -5; count <= 1000; count += 1) expect(badgeText(count).length).toBeLessThanOrEqual(3);
  });
});

describe('pendingCountOf — the count of withdrawals awaiting audit', () => {
  it('is asked at GET /api/business/withdrawal/pendingCount for the withdrawal menu entry', () => {
    expect(PENDING_WITHDRAWALS_PATH).toBe('/api/business/withdrawal/pendingCount');
    expect(PENDING_WITHDRAWALS_MENU).toBe('/business/withdrawal');
  });

  it.each<[string, TransportReply, number]>([
    ['a code-0 envelope', ok({ code: 0, data: { count: 7 }, msg: 'success' }), 7],
    ["code '0'", ok({ code: '0', data: { count: 3 } }), 3],
    ['a count of 0', ok({ code: 0, data: { count: 0 } }), 0],
    ['a count above the badge maximum', ok({ code: 0, data: { count: 100 } }), 100],
  ])('%s answers the count', (_name, reply, count) => {
    expect(pendingCountOf(reply)).toBe(count);
  });

  it.each<[string, TransportReply]>([
    ['a refusal (A0301, no permission)', ok({ code: 'A0301', msg: 'no access', data: { count: 5 } })],
    ['an expired session', ok({ code: 500, msg: 'token无效' })],
    ['an HTTP error', { ok: false, kind: 'http', status: 500, body: { code: 0, data: { count: 5 } } }],
    ['a timeout', { ok: false, kind: 'timeout' }],
    ['a dropped connection', { ok: false, kind: 'network' }],
    ['a refused request', { ok: false, kind: 'setup' }],
    ['a fractional count', ok({ code: 0, data: { count: 1.5 } })],
    ['a negative count', ok({ code: 0, data: { count: -1 } })],
    ['a count in a string', ok({ code: 0, data: { count: '5' } })],
    ['a count of NaN', ok({ code: 0, data: { count: Number.NaN } })],
    ['an infinite count', ok({ code: 0, data: { count: Number.POSITIVE_INFINITY } })],
    ['no count', ok({ code: 0, data: {} })],
    ['no data', ok({ code: 0, msg: 'success' })],
    ['null data', ok({ code: 0, data: null })],
    ['a number as data', ok({ code: 0, data: 5 })],
    ['no body', ok(undefined)],
    ['a text body', ok('5')],
  ])('%s: no count (null)', (_name, reply) => {
    expect(pendingCountOf(reply)).toBeNull();
  });
});
