import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRead } from '../../core/kernel/data/useRead.ts';
import { resourceApi } from '../../core/resources/convention.ts';
import { institution } from './areas.ts';
import { FieldValue } from '../../core/resources/components/FieldValue.tsx';
import { RowActions } from '../../core/resources/components/RowActions.tsx';
import { IconButton } from '../../core/components/IconButton.tsx';
import { Toolbar, ToolbarSearch } from '../../core/components/Toolbar.tsx';
import { TreeTable, TreeTools, type TreeColumn } from '../../core/components/TreeTable.tsx';
import { recordTitle } from '../../core/resources/fields.ts';
import { useRecordActions } from '../../core/resources/hooks/useRecordActions.tsx';
import { resourcePaths } from '../../core/resources/convention.ts';
import { buildRecordTree, expandedKeys, filterTree, type RecordNode } from '../../core/resources/tree.ts';
import type { RecordData } from '../../core/resources/types.ts';
import type { ScreenProps } from '../../core/routes/types.ts';
import '../../core/components/screen.css';
import '../../core/resources/resources.css';

/** Every institution at once: an organisation has dozens, not thousands. */
const ALL = { page: 1, limit: 500 };
const COLUMNS = ['code', 'leader', 'phone', 'sort', 'status'] as const;
const NO_RECORDS: RecordData[] = [];

/** Institutions (/organization/institution) as a tree: add a child anywhere, edit, delete. */
export default function InstitutionTreeView(_: ScreenProps) {
  const { t } = useTranslation();
  // A failed load keeps the tree it had (the request layer showed why); a write to the area reads it again.
  const { data, loading, reload } = useRead([resourcePaths(institution.group, institution.name).list, ALL], (api) =>
    resourceApi(api, institution).list(ALL),
  );
  const records = data?.list ?? NO_RECORDS;
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Record<string, boolean> | null>(null);
  const actions = useRecordActions(institution, {});
  const tree = useMemo(() => buildRecordTree(records), [records]);
  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      needle === ''
        ? tree
        : filterTree(tree, (r) =>
            [r.name, r.code, r.leader].some((v) =>
              String(v ?? '')
                .toLowerCase()
                .includes(needle),
            ),
          ),
    [tree, needle],
  );
  // Everything open at first and while searching; the user's own choice otherwise.
  const keys = needle !== '' || expanded === null ? expandedKeys(shown) : expanded;
  const field = (key: string) => institution.fields.find((f) => f.key === key)!;

  const actionsCell = (node: RecordNode) => (
    <span className="admin-actions">
      <IconButton
        need={institution.permissions.add!}
        icon="pi pi-plus"
        label={t('resources.institution.addChildOf', { name: String(node.data.name) })}
        title={t('resources.institution.addChild')}
        onClick={() => actions.add({ parentId: node.data.id })}
      />
      <RowActions def={institution} record={node.data} onIntent={(intent) => actions.act(node.data, intent)} />
    </span>
  );

  const columns: TreeColumn<RecordNode>[] = [
    { key: 'name', header: t(field('name').label), cell: (node) => String(node.data.name ?? '') },
    ...COLUMNS.map((key) => ({
      key,
      header: t(field(key).label),
      cell: (node: RecordNode) => <FieldValue field={field(key)} record={node.data} compact />,
    })),
    { key: 'actions', header: t('common.actions'), cell: actionsCell, className: 'resource-actions-cell' },
  ];

  return (
    <section className="admin-screen resource-screen" aria-labelledby="institution-title">
      <Toolbar
        titleId="institution-title"
        title={t('route.institution')}
        count={loading ? '' : t('resources.common.total', { count: records.length })}
        add={{
          need: institution.permissions.add!,
          label: t('resources.common.add', { item: t(institution.item) }),
          onClick: () => actions.add({ parentId: 0 }),
        }}
      >
        <ToolbarSearch label={t('resources.institution.keyword')} value={query} onChange={setQuery} />
        <TreeTools
          onExpandAll={() => setExpanded(expandedKeys(tree))}
          onCollapseAll={() => setExpanded({})}
          onReload={reload}
        />
      </Toolbar>
      <TreeTable
        className="resource-tree"
        nameOf={(node) => recordTitle(institution, node.data)}
        nodes={shown}
        expanded={keys}
        onToggle={(key) => setExpanded({ ...keys, [key]: !keys[key] })}
        columns={columns}
        caption={t('route.institution')}
        loading={loading}
      />
      {actions.dialogs}
    </section>
  );
}
