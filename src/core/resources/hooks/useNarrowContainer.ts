import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Below this width of its own box a list shows compact items and a one-line toolbar. */
export const NARROW_LIST_WIDTH = 600;

/**
 * Whether the element given `ref` (rendered from the first render on) is narrower than
 * `NARROW_LIST_WIDTH`: measured on the element (the side panel, a sidebar, a list beside others),
 * not the window, and again whenever it resizes. Measured before the first paint, so a list never
 * shows the wide layout first.
 */
export function useNarrowContainer<E extends HTMLElement>(): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      // A box not laid out (a hidden kept-alive screen) keeps what it was.
      if (width > 0) setNarrow(width < NARROW_LIST_WIDTH);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, narrow];
}
