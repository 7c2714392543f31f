import { useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements of `container` that Tab reaches, in order: enabled, shown, not inside something hidden. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal `container` (WAI-ARIA dialog pattern): from its last
 * control to its first and back; focus found outside it comes back in.
 */
export function keepTabInside(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
) {
  if (event.key !== 'Tab') return;
  const all = tabbables(container);
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (all.length === 0) {
    event.preventDefault();
    return;
  }
  const first = all[0]!;
  const last = all[all.length - 1]!;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** The control on the page now that stands where `el` stood: itself, or one drawn again with its id or name. */
function sameControl(el: HTMLElement): HTMLElement | null {
  if (el.isConnected) return el;
  const label = el.getAttribute('aria-label');
  const selector = el.id ? `#${CSS.escape(el.id)}` : label ? `${el.tagName}[aria-label="${CSS.escape(label)}"]` : null;
  return selector ? document.querySelector<HTMLElement>(selector) : null;
}

/**
 * While `open`, remembers the control that had focus when it opened; when it closes, focus goes back
 * there (or to the same control drawn again), else to `fallback()`. A passive effect on purpose:
 * React puts focus back where it was after a commit, so focus moved during one would be undone.
 */
export function useFocusReturn(open: boolean, fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  // Read before anything in the opening commit (an autofocused button) takes the focus.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    return () => {
      const same = opener.current ? sameControl(opener.current) : null;
      const back = same && same.getClientRects().length > 0 ? same : null;
      (back ?? fallbackRef.current?.() ?? null)?.focus();
      opener.current = null;
    };
  }, [open]);
}
