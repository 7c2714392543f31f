import type { ReactNode } from 'react';
import { Sidebar } from 'primereact/sidebar';

/** Whether a drawer is open, and what closes it: the props of a drawer's owner (SettingsPanel, RequestLogDrawer). */
export interface DrawerShown {
  visible: boolean;
  onHide: () => void;
}

/**
 * A panel that slides in from the right (the settings, the request log): titled by a heading,
 * closed by its named × button or Escape. `className` names the block; its title is `<block>__title`.
 */
export function Drawer({
  visible,
  onHide,
  className,
  title,
  closeLabel,
  children,
}: DrawerShown & {
  className: string;
  title: string;
  /** The × button's name for screen readers. */
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      className={className}
      header={<h2 className={`${className}__title`}>{title}</h2>}
      closeIcon="pi pi-times"
      ariaCloseLabel={closeLabel}
    >
      {children}
    </Sidebar>
  );
}
