import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTitle } from '../fields.ts';
import type { RecordNode } from '../tree.ts';
import type { ResourceDef } from '../types.ts';

export interface TreeColumn {
  key: string;
  header: string;
  cell: (node: RecordNode) => ReactNode;
  className?: string;
}

/** The rows shown: a node's children follow it while it is expanded. */
export function visibleTreeRows(nodes: readonly RecordNode[], expanded: Readonly<Record<string, boolean>>, depth = 0): { node: RecordNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(expanded[node.key] ? visibleTreeRows(node.children, expanded, depth + 1) : [])]);
}

/**
 * Records as an indented tree in a plain table: the first column has an expand button (with
 * aria-expanded) for records with children. A plain table reads well in every screen reader,
 * unlike table rows that carry tree roles.
 */
export function RecordTreeTable({ def, nodes, expanded, onToggle, columns, caption, loading }: {
  def: ResourceDef;
  nodes: readonly RecordNode[];
  expanded: Readonly<Record<string, boolean>>;
  onToggle: (key: string) => void;
  columns: readonly TreeColumn[];
  caption: string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const rows = visibleTreeRows(nodes, expanded);
  return (
    <div className="tree-table resource-tree" aria-busy={loading}>
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="tree-table__empty">{loading ? t('common.loading') : t('common.empty')}</td>
            </tr>
          ) : (
            rows.map(({ node, depth }) => (
              <tr key={node.key}>
                {columns.map((column, index) => (
                  <td key={column.key} className={column.className}>
                    {index === 0 ? (
                      <span className="tree-table__first" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                        {node.children.length > 0 ? (
                          <button
                            type="button"
                            className="tree-table__toggle"
                            aria-expanded={Boolean(expanded[node.key])}
                            aria-label={t(expanded[node.key] ? 'common.collapseRow' : 'common.expandRow', { name: recordTitle(def, node.data) })}
                            onClick={() => onToggle(node.key)}
                          >
                            <i className={`pi ${expanded[node.key] ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
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
