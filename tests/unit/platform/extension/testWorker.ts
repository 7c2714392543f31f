import { createWorker, type WorkerDeps } from '../../../../src/platform/extension/worker.ts';
import { createSealedTokenStore } from '../../../../src/platform/extension/sealedTokenStore.ts';
import { createSealedDraftStore } from '../../../../src/platform/extension/sealedDrafts.ts';
import { createSessionAccount } from '../../../../src/platform/extension/sessionAccount.ts';
import { createSealedWatchStore } from '../../../../src/platform/extension/sealedWatches.ts';
import { HttpGateway } from '../../../../src/platform/http/httpGateway.ts';
import { createCallLog } from '../../../../src/platform/http/callLog.ts';
import { pendingLookups } from '../../../../src/platform/extension/supportDesk.ts';
import { memoryArea } from './memoryArea.ts';

export const TEST_EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
export const TEST_EXTENSION_ORIGIN = `chrome-extension://${TEST_EXTENSION_ID}/`;

/**
 * A worker over in-memory storage areas (memoryArea) and a sealing key made in memory, as
 * background.ts builds it, with the parts a test of something else leaves quiet: every host granted,
 * every host an API, no broadcast heard, a badge that shows nothing. The API host is `apiBase`'s
 * (read from `local` when it likes), the network `fetchImpl`. Callers must mock `webextension-polyfill`.
 */
export function testWorker(options: {
  apiBase: (local: ReturnType<typeof memoryArea>) => WorkerDeps['apiBase'];
  fetchImpl: typeof fetch;
  /** Parts the test listens to or sets itself. */
  deps?: Partial<WorkerDeps>;
}) {
  const local = memoryArea();
  const session = memoryArea();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const tokens = createSealedTokenStore({ key: 'admin-token', durable: local, session, sealingKey: () => key });
  const apiBase = options.apiBase(local);
  // As background.ts: '' when there is no host.
  const gateway = new HttpGateway(tokens, {
    baseUrl: async () => (await apiBase.get()) ?? '',
    fetchImpl: options.fetchImpl,
  });
  const worker = createWorker({
    gateway,
    tokens,
    apiBase,
    local,
    session,
    hasAccess: async () => true,
    testConnection: async () => ({ outcome: 'api' }),
    broadcast: () => undefined,
    log: createCallLog(),
    lookups: pendingLookups(session),
    badge: { show: async () => undefined },
    watches: createSealedWatchStore({ area: local, sealingKey: () => key }),
    drafts: createSealedDraftStore({ area: local, sealingKey: () => key }),
    account: createSessionAccount({ area: local, sealingKey: () => key }),
    extensionId: TEST_EXTENSION_ID,
    extensionOrigin: TEST_EXTENSION_ORIGIN,
    ...options.deps,
  });
  return { worker, local, session, key };
}
