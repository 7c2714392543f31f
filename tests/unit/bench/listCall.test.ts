import { describe, expect, it } from 'vitest';
import { usersOf } from '../../bench/listCall.ts';

const page = (ids: number[], totalCount = 600) => ({
  code: 0,
  msg: 'success',
  data: { list: ids.map((id) => ({ id, nickname: `user ${id}` })), totalCount },
});
const TEN = [600, 599, 598, 597, 596, 595, 594, 593, 592, 591];

describe('the extension overhead is timed on a real answer only (tests/bench/listCall.ts)', () => {
  it('a page of ten of the 600 users gives their ids, in order', () => {
    expect(usersOf(page(TEN))).toBe(TEN.join(','));
  });

  it('a refusal, an error, an empty or short page, or another total stops the run', () => {
    expect(() => usersOf({ ok: false, kind: 'setup' })).toThrow(/did not answer a page of users/);
    expect(() => usersOf(undefined)).toThrow(/did not answer/);
    expect(() => usersOf({ code: 500, msg: 'token无效' })).toThrow(/did not answer/);
    expect(() => usersOf(page([]))).toThrow(/did not answer/);
    expect(() => usersOf(page(TEN.slice(1)))).toThrow(/did not answer/);
    expect(() => usersOf(page(TEN, 0))).toThrow(/did not answer/);
    expect(() => usersOf({ ...page(TEN), code: '0' })).toThrow(/did not answer/);
  });
});
