import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const EDGE = 24;

/**
 * The tags bar's horizontal scrolling: the active tab is brought into view whenever it changes,
 * a vertical mouse wheel scrolls sideways, and the scroll buttons page left and right.
 */
export function useTabScroller(activePath: string | null, count: number) {
  const ref = useRef<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ overflows: false, canLeft: false, canRight: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const overflows = el.scrollWidth > el.clientWidth + 1;
    const next = {
      overflows,
      canLeft: overflows && el.scrollLeft > 0,
      canRight: overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    };
    setEdges((prev) =>
      prev.overflows === next.overflows && prev.canLeft === next.canLeft && prev.canRight === next.canRight
        ? prev
        : next,
    );
  }, []);

  // The active tab into view (the bar only, never the page).
  useLayoutEffect(() => {
    const el = ref.current;
    const tab = el?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
    if (!el || !tab) return measure();
    const bar = el.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bar.left) el.scrollLeft -= bar.left - box.left + EDGE;
    else if (box.right > bar.right) el.scrollLeft += box.right - bar.right + EDGE;
    measure();
  }, [activePath, count, measure, edges.overflows]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      event.preventDefault();
      el.scrollLeft += event.deltaY;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  const page = (direction: -1 | 1) => {
    const el = ref.current;
    if (!el) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 120), behavior: still ? 'auto' : 'smooth' });
  };

  return { ref, ...edges, page };
}
