import type { TokenStore } from '../../../src/platform/http/tokenStore.ts';

/** A token store in memory, with what it holds by origin open to the test. */
export function memoryTokens(initial?: { origin: string; token: string }) {
  const held = new Map<string, string>(initial ? [[initial.origin, initial.token]] : []);
  const store: TokenStore = {
    get: async (origin) => held.get(origin) ?? null,
    set: async (token, { origin }) => void held.set(origin, token),
    clear: async () => {
      const had = held.size > 0;
      held.clear();
      return had;
    },
  };
  return { store, held };
}
