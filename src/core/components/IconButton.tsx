import type { FocusEvent, MouseEvent, PointerEvent } from 'react';
import { Button } from 'primereact/button';
import { Permission } from '../permission/Permission.tsx';

/**
 * The console's icon button (row actions, toolbars, the navbar): named for screen readers by
 * `label`, with a tooltip (`title`, the label unless given; `false` for none), and behind a
 * permission when `need` names one. Small in rows (the default), `size="normal"` in toolbars.
 */
export function IconButton({
  icon,
  label,
  title,
  onClick,
  need,
  danger = false,
  size = 'small',
  className,
  disabled,
  popup,
  expanded,
  keyShortcuts,
  onPointerEnter,
  onFocus,
}: {
  icon: string;
  label: string;
  title?: string | false;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  need?: string | null | undefined;
  danger?: boolean;
  size?: 'small' | 'normal';
  className?: string;
  disabled?: boolean;
  /** What the button opens (`aria-haspopup`). */
  popup?: 'menu' | 'dialog';
  /** Whether what it shows and hides is shown (`aria-expanded`). */
  expanded?: boolean;
  /** `aria-keyshortcuts`. */
  keyShortcuts?: string;
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
}) {
  const button = (
    <Button
      type="button"
      text
      {...(size === 'small' ? { size: 'small' as const } : {})}
      {...(className ? { className } : {})}
      icon={icon}
      aria-label={label}
      {...(title === false ? {} : { title: title ?? label })}
      {...(danger ? { severity: 'danger' as const } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
      {...(popup ? { 'aria-haspopup': popup } : {})}
      {...(expanded !== undefined ? { 'aria-expanded': expanded } : {})}
      {...(keyShortcuts ? { 'aria-keyshortcuts': keyShortcuts } : {})}
      {...(onPointerEnter ? { onPointerEnter } : {})}
      {...(onFocus ? { onFocus } : {})}
      onClick={onClick}
    />
  );
  return need ? <Permission need={[need]}>{button}</Permission> : button;
}
