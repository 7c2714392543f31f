import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from './menuTree.ts';

export interface TreeColumn {
  header: string;
  cell: (node: MenuNode) => ReactNode;
  className?: string;
}

/** The visible rows of a tree: a node's children follow it while it is expanded. */
export function visibleRows(nodes: readonly MenuNode[], expanded: Readonly<Record<string, boolean>>, depth = 0): { node: MenuNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...(expanded[node.key] ? visibleRows(node.children, expanded, depth + 1) : [])]);
}

/**
 * A table of the menu tree: a plain, accessible table whose first column indents by depth and has
 * an expand button (with aria-expanded) for entries with children.
 */
export function MenuTreeTable({ nodes, expanded, onToggle, columns, caption, loading }: {
  nodes: readonly MenuNode[];
  expanded: Readonly<Record<string, boolean>>;
  onToggle: (key: string) => void;
  columns: readonly TreeColumn[];
  caption: string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const rows = visibleRows(nodes, expanded);
  return (
    <div className="tree-table" aria-busy={loading}>
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>{column.header}</th>
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
                  <td key={column.header} className={column.className}>
                    {index === 0 ? (
                      <span className="tree-table__first" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                        {node.children.length > 0 ? (
                          <button
                            type="button"
                            className="tree-table__toggle"
                            aria-expanded={Boolean(expanded[node.key])}
                            aria-label={t(expanded[node.key] ? 'common.collapseRow' : 'common.expandRow', { name: node.data.name })}
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
