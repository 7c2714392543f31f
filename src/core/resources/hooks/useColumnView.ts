import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../kernel/services.ts';
import { useSession } from '../../kernel/useSession.ts';
import { accountKey } from '../../session/userInfo.ts';
import type { ListColumn } from '../fields.ts';
import {
  COLUMN_PREFS_KEY,
  defaultColumnView,
  pickEntry,
  readColumnView,
  storedColumnView,
  withEntry,
  type ColumnView,
} from '../list/columnPrefs.ts';

/**
 * The columns and density a person keeps for the list `listKey`, read from the console's storage
 * once and written back on every change (per account: another staff member on the same device
 * keeps their own). Until the stored view is read the area's defaults show.
 */
export function useColumnView(listKey: string, columns: readonly ListColumn[]) {
  const { platform } = useServices();
  // A list's columns are no one's work: without an account identity they are kept for the device.
  const account = accountKey(useSession((s) => s.nav?.userInfo)) ?? 'anonymous';
  const columnKeys = columns.map((c) => c.field.key).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change only with their keys
  const defaults = useMemo(() => defaultColumnView(columns), [columnKeys]);
  const [view, setViewState] = useState<ColumnView>(defaults);
  // Columns set before the stored ones were read (a saved view applied at once) are not undone by that read.
  const touched = useRef(false);
  // Which account's list was read (or set) last: until then the area's defaults show.
  const readKey = `${account}\n${listKey}`;
  const [ready, setReady] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    touched.current = false;
    platform.storage.get(COLUMN_PREFS_KEY).then(
      (stored) => {
        if (live && !touched.current) setViewState(readColumnView(pickEntry(stored, account, listKey), columns));
        if (live) setReady(readKey);
      },
      () => live && setReady(readKey),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for another account or list only
  }, [platform, account, listKey, columnKeys]);

  const keep = useCallback(
    (entry: unknown) => {
      // Read, change, write: other lists' entries stay as they are.
      void platform.storage
        .get(COLUMN_PREFS_KEY)
        .then((stored) => platform.storage.set(COLUMN_PREFS_KEY, withEntry(stored, account, listKey, entry)))
        .catch(() => undefined);
    },
    [platform, account, listKey],
  );

  const setView = useCallback(
    (next: ColumnView) => {
      touched.current = true;
      setViewState(next);
      keep(storedColumnView(next, columns));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change only with their keys
    [keep, columnKeys],
  );
  const reset = useCallback(() => {
    touched.current = true;
    setViewState(defaults);
    keep(undefined);
  }, [keep, defaults]);

  return { view, setView, reset, defaults, ready: ready === readKey };
}
