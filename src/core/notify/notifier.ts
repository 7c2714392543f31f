import type { Message, Notifier } from '../kernel/ports.ts';

type Listener = (message: Message) => void;

export function createNotifier(): Notifier {
  const listeners = new Set<Listener>();
  const pending: Message[] = [];
  return {
    show(message) {
      if (listeners.size === 0) pending.push(message);
      for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      // Messages raised before the first screen mounted are not lost.
      for (const message of pending.splice(0)) listener(message);
      return () => listeners.delete(listener);
    },
  };
}
