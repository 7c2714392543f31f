// @vitest-environment node
import { checkAnswerOf } from '../../../src/contract/watchCheck.ts';
import { describe, expect, it } from 'vitest';
import {
  MAX_WATCHES,
  diffWatch,
  watchOf,
  watchPath,
  withWatch,
  withoutWatch,
  type Watch,
} from '../../../src/contract/watches.ts';

const pendingTx = { id: 7, orderNo: 'TX20261120000007', status: 'pending', amount: 200, reviewer: 'x' };
const watched = watchOf('withdrawal', pendingTx)!;
const ok = (data: unknown) => ({ ok: true as const, status: 200, body: { code: 0, msg: 'success', data } });

describe('Watch a case: the watch diff', () => {
  it('a watch keeps the record’s name, its watched fields and the amount, nothing else', () => {
    expect(watched).toEqual({
      area: 'withdrawal',
      id: 7,
      name: 'TX20261120000007',
      seen: { status: 'pending' },
      amount: 200,
    });
    expect(watchOf('user', { id: 3, nickname: '王伟', status: 1, mobile: '138' })).toEqual({
      area: 'user',
      id: 3,
      name: '王伟',
      seen: { status: 1 },
    });
    expect(watchOf('user', { id: 'x' })).toBeNull();
    expect(watchPath('withdrawal', 7)).toBe('/api/business/withdrawal/info/7');
  });

  it('a withdrawal paid is a change: reported once, with the amount, and the watch sees the new status', () => {
    const outcome = diffWatch(watched, { kind: 'found', record: { ...pendingTx, status: 'paid' } }, 1000);
    expect(outcome.kind).toBe('changed');
    if (outcome.kind !== 'changed') return;
    expect(outcome.changes).toEqual([
      {
        area: 'withdrawal',
        id: 7,
        name: 'TX20261120000007',
        field: 'status',
        from: 'pending',
        to: 'paid',
        amount: 200,
      },
    ]);
    expect(outcome.watch.seen).toEqual({ status: 'paid' });
    expect(outcome.watch.lastChange).toEqual({ at: 1000, field: 'status', to: 'paid' });
    // The next round with the same answer reports nothing.
    expect(diffWatch(outcome.watch, { kind: 'found', record: { ...pendingTx, status: 'paid' } }, 2000).kind).toBe(
      'unchanged',
    );
  });

  it('a user disabled is a change; a field not watched is not', () => {
    const user = watchOf('user', { id: 3, nickname: 'Lin', status: 1, points: 10 })!;
    expect(diffWatch(user, { kind: 'found', record: { id: 3, nickname: 'Lin', status: 1, points: 99 } }, 1).kind).toBe(
      'unchanged',
    );
    const disabled = diffWatch(user, { kind: 'found', record: { id: 3, nickname: 'Lin', status: 0 } }, 1);
    expect(disabled.kind === 'changed' && disabled.changes[0]).toMatchObject({ field: 'status', from: 1, to: 0 });
  });

  it('a failed check is tried again next round, never a change; a record gone is reported as gone', () => {
    expect(diffWatch(watched, { kind: 'failed' }, 1)).toEqual({ kind: 'failed', watch: watched });
    expect(diffWatch(watched, { kind: 'gone' }, 1)).toEqual({ kind: 'gone', watch: watched });
    // An answer that is not this record is no answer.
    expect(diffWatch(watched, { kind: 'found', record: { status: 'paid' } }, 1).kind).toBe('failed');
  });

  it('reads an info reply: the record, gone (null, not found, not for this account), or failed', () => {
    expect(checkAnswerOf(ok(pendingTx), 7)).toEqual({ kind: 'found', record: pendingTx });
    expect(checkAnswerOf(ok(null), 7)).toEqual({ kind: 'gone' });
    expect(checkAnswerOf({ ok: true, status: 200, body: { code: 'A0404', msg: 'x' } }, 7)).toEqual({ kind: 'gone' });
    expect(checkAnswerOf({ ok: true, status: 200, body: { code: 'A0301', msg: 'x' } }, 7)).toEqual({ kind: 'gone' });
    expect(checkAnswerOf({ ok: false, kind: 'http', status: 403, body: '' }, 7)).toEqual({ kind: 'gone' });
    // Failures that say nothing of the record.
    expect(checkAnswerOf(ok({ ...pendingTx, id: 8 }), 7)).toEqual({ kind: 'failed' });
    expect(checkAnswerOf({ ok: true, status: 200, body: { code: 'B0001', msg: '系统出错' } }, 7)).toEqual({
      kind: 'failed',
    });
    expect(checkAnswerOf({ ok: false, kind: 'http', status: 502, body: '' }, 7)).toEqual({ kind: 'failed' });
    expect(checkAnswerOf({ ok: false, kind: 'network' }, 7)).toEqual({ kind: 'failed' });
    expect(checkAnswerOf({ ok: false, kind: 'timeout' }, 7)).toEqual({ kind: 'failed' });
    expect(checkAnswerOf({ ok: true, status: 200, body: { code: 500, msg: 'token无效' } }, 7)).toEqual({
      kind: 'failed',
    });
  });

  it(`keeps at most ${MAX_WATCHES} watches an account, each record once`, () => {
    let list: Watch[] = [];
    for (let id = 1; id <= MAX_WATCHES; id++) list = withWatch(list, { ...watched, id })!;
    expect(list).toHaveLength(MAX_WATCHES);
    expect(withWatch(list, { ...watched, id: 999 })).toBeNull();
    expect(withWatch(list, { ...watched, id: 1 })).toHaveLength(MAX_WATCHES);
    expect(withWatch([watched], { ...watched, area: 'user' })).toHaveLength(2);
    expect(withoutWatch(list, 'withdrawal', 1)).toHaveLength(MAX_WATCHES - 1);
    expect(withoutWatch(list, 'user', 1)).toHaveLength(MAX_WATCHES);
  });
});
