import { useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { overlayHost } from '../../components/overlayHost.ts';

/**
 * A "⋯" button named `label` ("Actions for 王伟", "More list tools") that opens `items` as a
 * menu: by click, touch or the keyboard (Enter or Space opens it, the arrows move, Escape closes).
 */
export function MoreMenu({ label, items, className }: { label: string; items: MenuItem[]; className?: string }) {
  const menu = useRef<Menu>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        text
        className={`more-menu__button${className ? ` ${className}` : ''}`}
        icon="pi pi-ellipsis-v"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}_list` : undefined}
        onClick={(e) => menu.current?.toggle(e)}
      />
      <Menu
        ref={menu}
        id={id}
        popup
        popupAlignment="right"
        model={items}
        pt={{ menu: { 'aria-label': label } }}
        appendTo={overlayHost}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
      />
    </>
  );
}
