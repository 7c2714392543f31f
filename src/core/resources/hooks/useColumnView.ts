import { useCallback, useEffect, useMemo, useState } from 'react';
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

  useEffect(() => {
    let live = true;
    platform.storage.get(COLUMN_PREFS_KEY).then(
      (stored) => {
        if (live) setViewState(readColumnView(pickEntry(stored, account, listKey), columns));
      },
      () => undefined,
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
      setViewState(next);
      keep(storedColumnView(next, columns));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns change only with their keys
    [keep, columnKeys],
  );
  const reset = useCallback(() => {
    setViewState(defaults);
    keep(undefined);
  }, [keep, defaults]);

  return { view, setView, reset, defaults };
}
