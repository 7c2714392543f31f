/** Records with a parent id as a tree (institutions), and a search that keeps the way to each match. Pure. */
import type { RecordData } from './types.ts';

export interface RecordNode {
  key: string;
  data: RecordData;
  children: RecordNode[];
}

const bySort = (a: RecordData, b: RecordData): number => Number(a.sort ?? 0) - Number(b.sort ?? 0) || a.id - b.id;

/** Roots are records whose parent is 0, missing, or not among `records` (an orphan is not lost). */
export function buildRecordTree(records: readonly RecordData[], parentKey = 'parentId'): RecordNode[] {
  const nodes = new Map(records.map((r) => [r.id, { key: String(r.id), data: r, children: [] as RecordNode[] }]));
  const roots: RecordNode[] = [];
  for (const record of [...records].sort(bySort)) {
    const node = nodes.get(record.id)!;
    const parentId = record[parentKey];
    const parent = typeof parentId === 'number' && parentId !== record.id ? nodes.get(parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The nodes matching `keep`, with their ancestors (so each match is reached) and their own subtrees. */
export function filterTree(nodes: readonly RecordNode[], keep: (record: RecordData) => boolean): RecordNode[] {
  return nodes.flatMap((node) => {
    if (keep(node.data)) return [node];
    const children = filterTree(node.children, keep);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Keys of every node that has children: all of them expanded. */
export function expandedKeys(nodes: readonly RecordNode[]): Record<string, boolean> {
  const keys: Record<string, boolean> = {};
  const walk = (list: readonly RecordNode[]) => {
    for (const node of list) {
      if (node.children.length > 0) {
        keys[node.key] = true;
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return keys;
}
