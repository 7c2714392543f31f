import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { IconButton } from './IconButton.tsx';
import './treeTable.css';

/** A node of a tree shown in a {@link TreeTable}. */
export interface TreeTableNode {
  key: string;
  children: readonly TreeTableNode[];
}

export interface TreeColumn<N> {
  /** Defaults to the header. */
  key?: string;
  header: string;
  cell: (node: N) => ReactNode;
  className?: string;
}

/** The visible rows of a tree: a node's children follow it while it is expanded. */
export function visibleRows<N extends TreeTableNode>(
  nodes: readonly N[],
  expanded: Readonly<Record<string, boolean>>,
  depth = 0,
): { node: N; depth: number }[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...(expanded[node.key] ? visibleRows(node.children as readonly N[], expanded, depth + 1) : []),
  ]);
}

/**
 * A tree as an indented, plain table: the first column indents by depth and has an expand button
 * (with aria-expanded, named after the row) for nodes with children. A plain table reads well in
 * every screen reader, unlike table rows that carry tree roles (PrimeReact's TreeTable: axe serious).
 */
export function TreeTable<N extends TreeTableNode>({
  nodes,
  expanded,
  onToggle,
  columns,
  caption,
  loading,
  nameOf,
  className,
}: {
  nodes: readonly N[];
  expanded: Readonly<Record<string, boolean>>;
  onToggle: (key: string) => void;
  columns: readonly TreeColumn<N>[];
  caption: string;
  loading: boolean;
  /** The row's name, for its expand button: 'Expand {name}'. */
  nameOf: (node: N) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  const rows = visibleRows(nodes, expanded);
  const keyOf = (column: TreeColumn<N>) => column.key ?? column.header;
  return (
    // Scrolls sideways on a narrow screen: focusable, so the keyboard scrolls it too (a named group).
    <div
      className={className ? `tree-table ${className}` : 'tree-table'}
      aria-busy={loading}
      role="group"
      aria-label={caption}
      tabIndex={0}
    >
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={keyOf(column)} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="tree-table__empty">
                {loading ? t('common.loading') : t('common.empty')}
              </td>
            </tr>
          ) : (
            rows.map(({ node, depth }) => (
              <tr key={node.key}>
                {columns.map((column, index) => (
                  <td key={keyOf(column)} className={column.className}>
                    {index === 0 ? (
                      <span className="tree-table__first" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                        {node.children.length > 0 ? (
                          <button
                            type="button"
                            className="tree-table__toggle"
                            aria-expanded={Boolean(expanded[node.key])}
                            aria-label={t(expanded[node.key] ? 'common.collapseRow' : 'common.expandRow', {
                              name: nameOf(node),
                            })}
                            onClick={() => onToggle(node.key)}
                          >
                            <i
                              className={`pi ${expanded[node.key] ? 'pi-chevron-down' : 'pi-chevron-right'}`}
                              aria-hidden="true"
                            />
                          </button>
                        ) : (
                          <span className="tree-table__spacer" aria-hidden="true" />
                        )}
                        {column.cell(node)}
                      </span>
                    ) : (
                      column.cell(node)
                    )}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Expand all, collapse all and reload: the toolbar of a tree screen. */
export function TreeTools({
  onExpandAll,
  onCollapseAll,
  onReload,
}: {
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {[
        { icon: 'pi pi-angle-double-down', label: t('common.expandAll'), onClick: onExpandAll },
        { icon: 'pi pi-angle-double-up', label: t('common.collapseAll'), onClick: onCollapseAll },
      ].map(({ icon, label, onClick }) => (
        <Button
          key={icon}
          type="button"
          text
          className="tree-tools__button"
          icon={icon}
          label={label}
          title={label}
          onClick={onClick}
        />
      ))}
      <IconButton size="normal" icon="pi pi-refresh" label={t('common.reload')} onClick={onReload} />
    </>
  );
}
