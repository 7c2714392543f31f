/**
 * Messages for the person at the screen. `toast`: brief, at the top (3000 ms); `notice`: a
 * notification at the top right (4500 ms) with a title. Texts are already translated.
 */
export type Message =
  | { channel: 'toast'; severity: 'success' | 'info' | 'warn' | 'error'; text: string }
  | { channel: 'notice'; severity: 'success' | 'info' | 'warn' | 'error'; title: string; text: string };

type Listener = (message: Message) => void;

export interface Notifier {
  show(message: Message): void;
  subscribe(listener: Listener): () => void;
}

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
