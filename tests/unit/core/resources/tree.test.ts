import { describe, expect, it } from 'vitest';
import { buildRecordTree, expandedKeys, filterTree } from '../../../../src/core/resources/tree.ts';

const rows = [
  { id: 1, parentId: 0, name: '总部', sort: 10 },
  { id: 3, parentId: 1, name: '财务', sort: 20 },
  { id: 2, parentId: 1, name: '运营', sort: 10 },
  { id: 4, parentId: 2, name: '客服', sort: 10 },
  { id: 5, parentId: 99, name: '孤儿', sort: 30 },
];

describe('institution tree', () => {
  it('puts children under parents, ordered by sort; an orphan becomes a root', () => {
    const tree = buildRecordTree(rows);
    expect(tree.map((n) => n.data.name)).toEqual(['总部', '孤儿']);
    expect(tree[0]!.children.map((n) => n.data.name)).toEqual(['运营', '财务']);
    expect(tree[0]!.children[0]!.children.map((n) => n.data.name)).toEqual(['客服']);
  });

  it('keeps the way to every match when searching', () => {
    const found = filterTree(buildRecordTree(rows), (r) => r.name === '客服');
    expect(found.map((n) => n.data.name)).toEqual(['总部']);
    expect(found[0]!.children.map((n) => n.data.name)).toEqual(['运营']);
    expect(found[0]!.children[0]!.children.map((n) => n.data.name)).toEqual(['客服']);
  });

  it('expands every node with children', () => {
    expect(expandedKeys(buildRecordTree(rows))).toEqual({ 1: true, 2: true });
  });
});
