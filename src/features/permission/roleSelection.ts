import type { TreeCheckboxSelectionKeys } from 'primereact/tree';
import type { MenuNode } from './menuTree.ts';

/** Selection keys of a checkbox tree from the granted ids: parents partially or fully checked. */
export function selectionFor(nodes: MenuNode[], ids: ReadonlySet<number>): TreeCheckboxSelectionKeys {
  const keys: TreeCheckboxSelectionKeys = {};
  const walk = (node: MenuNode): 'all' | 'some' | 'none' => {
    const states = node.children.map(walk);
    const own = ids.has(node.data.menuId);
    const all = own && states.every((s) => s === 'all');
    const some = own || states.some((s) => s !== 'none');
    if (all) keys[node.key] = { checked: true, partialChecked: false };
    else if (some) keys[node.key] = { checked: false, partialChecked: true };
    return all ? 'all' : some ? 'some' : 'none';
  };
  nodes.forEach(walk);
  return keys;
}
