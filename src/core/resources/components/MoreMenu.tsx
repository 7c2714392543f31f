import { useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { overlayHost } from '../../components/overlayHost.ts';

const CURRENT = { 'aria-current': 'true' as const };

/**
 * A "⋯" button named `label` ("Actions for 王伟", "More list tools") that opens `items` as a
 * menu: by click, touch or the keyboard (Enter or Space opens it, the arrows move, Escape closes).
 * `icon` and `text` make it another menu button (Views: a bookmark, with its name shown when wide);
 * the menu is named `label` all the same.
 */
export function MoreMenu({
  label,
  items,
  className,
  icon = 'pi pi-ellipsis-v',
  text,
  align = 'right',
  menuClassName,
}: {
  label: string;
  items: MenuItem[];
  className?: string;
  icon?: string;
  /** A label shown on the button (it is then its name); icon only without. */
  text?: string;
  align?: 'left' | 'right';
  menuClassName?: string;
}) {
  const menu = useRef<Menu>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        text
        className={`more-menu__button${text ? ' has-text' : ''}${className ? ` ${className}` : ''}`}
        icon={icon}
        {...(text ? { label: text } : {})}
        aria-label={text ?? label}
        title={text ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}_list` : undefined}
        onClick={(e) => menu.current?.toggle(e)}
      />
      <Menu
        ref={menu}
        id={id}
        popup
        popupAlignment={align}
        {...(menuClassName ? { className: menuClassName } : {})}
        model={items}
        pt={{
          menu: { 'aria-label': label },
          // An item whose `data` says `{ current: true }` is the one shown now (the view chosen).
          menuitem: (options) =>
            (options?.context.item.data as { current?: boolean } | undefined)?.current ? CURRENT : {},
        }}
        appendTo={overlayHost}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
    </>
  );
}
