import { useId, type ReactNode } from 'react';
import { Sidebar } from 'primereact/sidebar';
import { keepTabInside, useFocusReturn } from './modalFocus.ts';

/** Whether a drawer is open, and what closes it: the props of a drawer's owner (SettingsPanel, RequestLogDrawer). */
export interface DrawerShown {
  visible: boolean;
  onHide: () => void;
}

/**
 * A panel that slides in from the right over a mask (the settings, the request log): a modal dialog
 * named by its title heading (PrimeReact's Sidebar alone says `complementary`, unnamed). Focus moves
 * to its × button when it opens, Tab stays inside it, Escape or × closes it and focus goes back to
 * the control that opened it. `className` names the block; its title is `<block>__title`.
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
  const titleId = useId();
  useFocusReturn(visible);
  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      className={className}
      header={
        <h2 id={titleId} className={`${className}__title`}>
          {title}
        </h2>
      }
      closeIcon="pi pi-times"
      ariaCloseLabel={closeLabel}
      pt={{
        root: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          onKeyDown: (event) => keepTabInside(event, event.currentTarget),
        },
      }}
    >
      {children}
    </Sidebar>
  );
}
