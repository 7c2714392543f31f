import { useState } from 'react';
import type { RecordData } from '../types.ts';

/**
 * The records ticked in a list: kept across pages of the same view (`filterKey`: its keyword and
 * filters) and cleared when the filters change. `page` is the page shown.
 */
export function useListSelection(filterKey: string, page: readonly RecordData[]) {
  const [selection, setSelection] = useState<{ key: string; records: Map<number, RecordData> }>(() => ({
    key: filterKey,
    records: new Map(),
  }));
  const selected = selection.key === filterKey ? selection.records : new Map<number, RecordData>();
  const select = (records: Iterable<RecordData>) =>
    setSelection({ key: filterKey, records: new Map([...records].map((r) => [r.id, r])) });
  /** The page's ticked rows are now `pageRows`; the other pages' stay. */
  const onPageSelection = (pageRows: readonly RecordData[]) => {
    const next = new Map(selected);
    for (const row of page) next.delete(row.id);
    for (const row of pageRows) next.set(row.id, row);
    select(next.values());
  };
  const pageSelected = page.filter((r) => selected.has(r.id)).length;
  const rowSelection = {
    has: (id: number) => selected.has(id),
    set: (id: number, on: boolean) => onPageSelection(page.filter((r) => (r.id === id ? on : selected.has(r.id)))),
  };
  return { selected, select, onPageSelection, pageSelected, rowSelection };
}
