import { useEffect, useRef, useState } from 'react';

/**
 * `text` for a live region, changed at most once every `everyMs`: long work (an export, a bulk
 * action) is heard at a sensible rate, not at every row, and the latest text always arrives.
 */
export function useThrottledText(text: string, everyMs = 4000): string {
  const [shown, setShown] = useState(text);
  const last = useRef(0);
  useEffect(() => {
    if (text === shown) return;
    const show = () => {
      last.current = Date.now();
      setShown(text);
    };
    const wait = text === '' ? 0 : last.current + everyMs - Date.now();
    if (wait <= 0) return show();
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [text, shown, everyMs]);
  return shown;
}
