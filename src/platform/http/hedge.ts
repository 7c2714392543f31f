import type { TransportReply } from '../../contract/platform.ts';

/**
 * How long a read waits for its answer before it is asked again beside itself. The reference
 * server answers a read in well under 100 ms; a call with no answer after 1.5 s has most often met
 * a stall (a lost packet, a connection the network dropped without a word, a server that holds
 * one call in a while), which the request timeout (SPEC 9: 50 s) would otherwise wait out.
 */
export const READ_HEDGE_AFTER_MS = 1500;

/**
 * One read, asked a second time beside the first when the first has not answered after `afterMs`
 * (a hedged request): the first answer wins and the other call is aborted. A failure that comes
 * while the other call is still on its way waits for it; when both fail, the later failure is the
 * answer. Never more than two calls. For reads only: a write is never sent twice.
 */
export function hedged(
  attempt: (signal: AbortSignal, second: boolean) => Promise<TransportReply>,
  afterMs: number,
): Promise<TransportReply> {
  return new Promise((resolve) => {
    const calls: AbortController[] = [];
    let open = 0;
    let settled = false;
    const finish = (reply: TransportReply) => {
      settled = true;
      clearTimeout(timer);
      for (const call of calls) call.abort();
      resolve(reply);
    };
    const start = () => {
      const call = new AbortController();
      calls.push(call);
      open += 1;
      const done = (reply: TransportReply) => {
        open -= 1;
        if (settled || (!reply.ok && open > 0)) return;
        finish(reply);
      };
      attempt(call.signal, calls.length === 2).then(done, () => done({ ok: false, kind: 'network' }));
    };
    start();
    const timer = setTimeout(() => {
      if (!settled) start();
    }, afterMs);
  });
}
