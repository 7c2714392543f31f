import browser from 'webextension-polyfill';
import type { Platform } from '../../contract/platform.ts';
import { checkPageFinding } from '../../contract/pageIdentifiers.ts';
import { FOLLOW_PORT, READ_ONCE } from './pageFollow.ts';

interface PortLike {
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
}

/**
 * The panel's half of following the page beside it: while a listener follows, a port to the worker
 * is open (the worker reads only while one is); what comes through it is checked before it is used.
 */
export function workerPageBeside(
  connect: () => PortLike = () => browser.runtime.connect({ name: FOLLOW_PORT }) as unknown as PortLike,
): NonNullable<Platform['pageBeside']> {
  const listeners = new Set<(finding: ReturnType<typeof checkPageFinding> & object) => void>();
  let port: PortLike | null = null;
  return {
    follow(listener) {
      listeners.add(listener);
      if (!port) {
        port = connect();
        port.onMessage.addListener((message) => {
          const finding = checkPageFinding(message);
          if (finding) for (const each of listeners) each(finding);
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !port) return;
        port.disconnect();
        port = null;
      };
    },
    readOnce() {
      port?.postMessage(READ_ONCE);
    },
  };
}
