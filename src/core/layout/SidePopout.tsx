import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { overlayHost } from '../components/overlayHost.ts';

export interface PopoutAnchor {
  top: number;
  right: number;
  height: number;
}

const GAP = 6;
const MARGIN = 8;

/**
 * A box beside a collapsed sidebar's icon (a tooltip or a submenu), fixed above the page (in `main`,
 * see overlayHost) so the sidebar's own scrolling never clips it, and kept inside the window.
 */
export function SidePopout({
  anchor,
  className,
  role,
  id,
  label,
  ref,
  children,
  onKeyDown,
  onMouseEnter,
  onMouseLeave,
}: {
  anchor: PopoutAnchor;
  className: string;
  role: 'menu' | 'tooltip';
  id: string;
  label?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  onMouseEnter?: MouseEventHandler<HTMLDivElement>;
  onMouseLeave?: MouseEventHandler<HTMLDivElement>;
}) {
  const own = useRef<HTMLDivElement | null>(null);
  const [top, setTop] = useState(anchor.top);
  useLayoutEffect(() => {
    const height = own.current?.offsetHeight ?? 0;
    const centred = role === 'tooltip' ? anchor.top + (anchor.height - height) / 2 : anchor.top;
    setTop(Math.max(MARGIN, Math.min(centred, window.innerHeight - height - MARGIN)));
  }, [anchor, role]);
  const setRef = (el: HTMLDivElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) (ref as { current: HTMLDivElement | null }).current = el;
  };
  return createPortal(
    <div
      ref={setRef}
      id={id}
      role={role}
      aria-label={label}
      className={className}
      style={{ top, left: anchor.right + GAP }}
      onKeyDown={onKeyDown}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
    >
      {children}
    </div>,
    overlayHost(),
  );
}
