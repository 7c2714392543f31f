/** An area declaring a field of every type, filters on all of them: the list modules' tests share it. */
import type { FieldDef, ResourceDef } from '../../../../../src/core/resources/types.ts';

export const fields: readonly FieldDef[] = [
  { key: 'id', label: 'f.id', type: 'number', sortable: true, plain: true },
  { key: 'name', label: 'f.name', type: 'text', filter: true, sortable: true },
  { key: 'note', label: 'f.note', type: 'textarea', filter: true },
  { key: 'body', label: 'f.body', type: 'richtext' },
  { key: 'points', label: 'f.points', type: 'number', filter: true, sortable: true },
  { key: 'price', label: 'f.price', type: 'money', filter: true },
  {
    key: 'kind',
    label: 'f.kind',
    type: 'enum',
    filter: true,
    options: [
      { value: 'car', label: 'kind.car' },
      { value: 2, label: 'kind.two' },
    ],
  },
  { key: 'status', label: 'f.status', type: 'status', filter: true },
  { key: 'vip', label: 'f.vip', type: 'boolean', filter: true },
  { key: 'birthday', label: 'f.birthday', type: 'date', filter: true },
  { key: 'createdAt', label: 'f.createdAt', type: 'datetime', filter: true, sortable: true },
  { key: 'tagIds', label: 'f.tags', type: 'tags', filter: true, display: 'tags' },
  { key: 'image', label: 'f.image', type: 'image', filter: true },
  { key: 'userId', label: 'f.user', type: 'relation', filter: true, display: 'userName' },
  { key: 'roleIds', label: 'f.roles', type: 'relations', filter: true, display: 'roleNames' },
  { key: 'mobile', label: 'f.mobile', type: 'mobile', filter: true },
  { key: 'color', label: 'f.color', type: 'color', filter: true },
  { key: 'owner', label: 'f.owner', type: 'relation', filter: true },
  { key: 'hidden', label: 'f.hidden', type: 'text' },
];

export const area: Pick<ResourceDef, 'fields' | 'defaultSort' | 'keyword'> = {
  fields,
  defaultSort: { field: 'createdAt', order: 'desc' },
  keyword: 'search.keyword',
};

/** The export the speed tests measure: 100,000 rows of 8 columns, numbers, Chinese text, formulas, blanks. */
export function bigTable(): { header: string[]; rows: (string | number | boolean | null)[][] } {
  const rows = Array.from({ length: 100_000 }, (_, i) => [
    i,
    `名字 ${i}`,
    'a, b & c',
    -i / 100,
    '=1',
    null,
    true,
    '2026-01-01 10:00:00',
  ]);
  return { header: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], rows };
}
