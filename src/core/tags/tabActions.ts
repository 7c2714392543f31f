import type { Tab, TabAction } from '../kernel/ports.ts';

/** What the tags bar offers for a tab (the bar's own rules; the store needs none of them). Pure. */

/** Where to go after the active tab closed: its right neighbour, else its left, else the dashboard. */
export function nextAfterClose(before: readonly Tab[], after: readonly Tab[], closedPath: string): Tab | null {
  if (after.some((t) => t.path === closedPath)) return null;
  const at = before.findIndex((t) => t.path === closedPath);
  for (let i = at + 1; i < before.length; i++) if (after.includes(before[i]!)) return before[i]!;
  for (let i = at - 1; i >= 0; i--) if (after.includes(before[i]!)) return before[i]!;
  return after.at(-1) ?? null;
}

/** Which actions make sense for a tab (disabled ones are shown but inert). */
export function availableActions(tabs: readonly Tab[], path: string): Record<TabAction, boolean> {
  const at = tabs.findIndex((t) => t.path === path);
  const tab = tabs[at];
  const closable = (t: Tab) => !t.affix;
  return {
    refresh: at !== -1,
    close: tab !== undefined && closable(tab),
    'close-others': tabs.some((t, i) => i !== at && closable(t)),
    'close-left': tabs.slice(0, Math.max(at, 0)).some(closable),
    'close-right': at !== -1 && tabs.slice(at + 1).some(closable),
    'close-all': tabs.some(closable),
  };
}
