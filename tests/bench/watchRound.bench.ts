import { performance } from 'node:perf_hooks';
import { createWorkerWatches } from '../../src/platform/extension/workerWatches.ts';
import { createSealedWatchStore } from '../../src/platform/extension/sealedWatches.ts';
import { MAX_WATCHES } from '../../src/contract/watches.ts';
import type { TransportReply } from '../../src/contract/platform.ts';
import { memoryArea } from '../unit/platform/extension/memoryArea.ts';
import { median } from './buildRoutes.bench.ts';

/** What the bench's API host takes to answer one info call. */
export const SERVER_MS = 5;

/**
 * One round of the worker's watch checks at the cap (MAX_WATCHES withdrawals, every one changed since
 * the last round: 50 notices and the sealed list written again), against a host that answers each
 * info call after SERVER_MS. At most 4 at a time, so the calls alone take about 13 × SERVER_MS; the
 * rest is the worker's own work (reading and sealing the list, the diff, the notices). Every round's
 * notices are counted: a round that reported nothing would time nothing.
 */
export async function benchWatchRound(runs = 21): Promise<{ medianMs: number; cpuMs: number; calls: number }> {
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const area = memoryArea();
  const store = createSealedWatchStore({ area, sealingKey: () => key });
  let status = 'approved';
  let calls = 0;
  let notices = 0;
  const get = async (path: string): Promise<TransportReply> => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, SERVER_MS));
    const id = Number(path.split('/').pop());
    return { ok: true, status: 200, body: { code: 0, data: { id, orderNo: `TX2026112${id}`, status, amount: 200 } } };
  };
  const watches = createWorkerWatches({
    store,
    owner: async () => ({ account: 'id:1', host: 'https://api.example', token: 't' }),
    get,
    notify: async () => {
      notices += 1;
      return true;
    },
    local: memoryArea(),
    changed: () => undefined,
  });
  for (let id = 1; id <= MAX_WATCHES; id += 1)
    await watches.handle({
      type: 'watch.add',
      area: 'withdrawal',
      record: { id, orderNo: `TX2026112${id}`, status, amount: 200 },
      language: 'en',
    });
  const times: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    status = status === 'paid' ? 'approved' : 'paid';
    const before = notices;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await watches.check();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    if (notices - before !== MAX_WATCHES)
      throw new Error(`a round told ${notices - before} changes, not ${MAX_WATCHES}`);
  }
  return { medianMs: median(times), cpuMs: median(cpu), calls: calls / runs };
}
