import { Button } from 'primereact/button';
import { Permission } from '../permission/Permission.tsx';

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
