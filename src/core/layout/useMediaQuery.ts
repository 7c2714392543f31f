import { useSyncExternalStore } from 'react';

// One list per query: React reads the snapshot on every render, and a new MediaQueryList each
// time makes the browser evaluate the query afresh.
const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listOf(query).matches,
    () => false,
  );
}
