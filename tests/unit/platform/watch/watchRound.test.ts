// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runWatchRound } from '../../../../src/platform/watch/watchRound.ts';
import { MAX_CHECKS_AT_ONCE, watchOf, type Watch } from '../../../../src/contract/watches.ts';
import type { TransportReply } from '../../../../src/contract/platform.ts';

const tx = (id: number, status: string) => ({ id, orderNo: `TX2026112000000${id}`, status, amount: 200 });
const ok = (data: unknown): TransportReply => ({ ok: true, status: 200, body: { code: 0, msg: 'success', data } });

describe('Watch a case: one round of checks in the worker', () => {
  it('reports a change, drops a record gone, keeps a failed one unchanged for the next round', async () => {
    const watches = [1, 2, 3, 4].map((id) => watchOf('withdrawal', tx(id, 'pending'))!);
    const answers: Record<string, () => Promise<TransportReply>> = {
      '/api/business/withdrawal/info/1': async () => ok(tx(1, 'paid')),
      '/api/business/withdrawal/info/2': async () => ok(null),
      '/api/business/withdrawal/info/3': async () => ({ ok: false, kind: 'network' }),
      '/api/business/withdrawal/info/4': () => Promise.reject(new Error('worker stopped')),
    };
    const round = await runWatchRound(watches, (path) => answers[path]!(), 5);
    expect(round.changes).toEqual([
      {
        area: 'withdrawal',
        id: 1,
        name: 'TX20261120000001',
        field: 'status',
        from: 'pending',
        to: 'paid',
        amount: 200,
      },
    ]);
    expect(round.gone.map((w) => w.id)).toEqual([2]);
    expect(round.failed).toBe(2);
    expect(round.watches.map((w) => [w.id, w.seen.status])).toEqual([
      [1, 'paid'],
      [3, 'pending'],
      [4, 'pending'],
    ]);
  });

  it(`asks at most ${MAX_CHECKS_AT_ONCE} at a time, one call per watch`, async () => {
    const watches: Watch[] = Array.from({ length: 11 }, (_, i) => watchOf('withdrawal', tx(i + 1, 'pending'))!);
    let running = 0;
    let most = 0;
    const asked: string[] = [];
    await runWatchRound(
      watches,
      async (path) => {
        asked.push(path);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return ok(tx(Number(path.split('/').pop()), 'pending'));
      },
      1,
    );
    expect(most).toBe(MAX_CHECKS_AT_ONCE);
    expect(new Set(asked).size).toBe(11);
    expect(asked).toHaveLength(11);
  });
});
