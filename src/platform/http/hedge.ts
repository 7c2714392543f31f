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
 * (a hedged request): the first answer wins, a failure too, and the other call is aborted. A
 * failure is not held while the other call may still stall for the whole request timeout: the data
 * layer retries it (retryPolicy.ts). Never more than two calls. For reads only: a write is never
 * sent twice.
 */
export function hedged(
  attempt: (signal: AbortSignal, second: boolean) => Promise<TransportReply>,
  afterMs: number,
): Promise<TransportReply> {
  return new Promise((resolve) => {
    const calls: AbortController[] = [];
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
      const done = (reply: TransportReply) => {
        if (!settled) finish(reply);
      };
      attempt(call.signal, calls.length === 2).then(done, () => done({ ok: false, kind: 'network' }));
    };
    start();
    const timer = setTimeout(() => {
      if (!settled) start();
    }, afterMs);
  });
}
