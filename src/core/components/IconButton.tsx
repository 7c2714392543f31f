import { Button } from 'primereact/button';
import { Permission } from '../permission/Permission.tsx';
import './treeTable.css';

/**
 * The console's icon button (row actions, toolbars): named for screen readers by `label`, with a
 * tooltip (`title`, the label unless given), and behind a permission when `need` names one.
 */
export function IconButton({
  icon,
  label,
  title,
  onClick,
  need,
  danger = false,
}: {
  icon: string;
  label: string;
  title?: string;
  onClick: () => void;
  need?: string | null | undefined;
  danger?: boolean;
}) {
  const button = (
    <Button
      type="button"
      text
      size="small"
      icon={icon}
      aria-label={label}
      title={title ?? label}
      {...(danger ? { severity: 'danger' as const } : {})}
      onClick={onClick}
    />
  );
  return need ? <Permission need={[need]}>{button}</Permission> : button;
}

/** Expand all, collapse all and reload: the toolbar of a tree screen. */
export function TreeTools({
  onExpandAll,
  onCollapseAll,
  onReload,
  labels,
}: {
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onReload: () => void;
  labels: { expandAll: string; collapseAll: string; reload: string };
}) {
  return (
    <>
      {[
        { icon: 'pi pi-angle-double-down', label: labels.expandAll, onClick: onExpandAll },
        { icon: 'pi pi-angle-double-up', label: labels.collapseAll, onClick: onCollapseAll },
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
      <Button
        type="button"
        text
        icon="pi pi-refresh"
        aria-label={labels.reload}
        title={labels.reload}
        onClick={onReload}
      />
    </>
  );
}
