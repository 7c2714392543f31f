/**
 * The side panel as a support desk, the browser's half: the context-menu entry and keyboard command
 * that look up selected text, and the toolbar badge of work waiting. The decisions are pure
 * functions; background.ts hands them the browser's events.
 */
import { cleanSelection } from '../../contract/lookupClassify.ts';

/** The context-menu entry on selected text ("Look up in console"). */
export const LOOKUP_MENU_ID = 'console-lookup';
/** The keyboard command that looks up the selection of the active tab. */
export const LOOKUP_COMMAND = 'lookup-selection';
/** The alarm that counts the waiting work again. */
export const BADGE_ALARM = 'pending-work';
/** The badge's colour: the console's danger red, white text. */
export const BADGE_COLOUR = '#D9363E';

/** A lookup to open in a window's side panel. */
export interface LookupRequest {
  /** The window whose side panel opens; null when the browser did not say (the panel is then not opened). */
  windowId: number | null;
  text: string;
}

interface TabLike {
  id?: number;
  windowId?: number;
}

const windowOf = (tab: TabLike | undefined): number | null =>
  typeof tab?.windowId === 'number' && tab.windowId >= 0 ? tab.windowId : null;

/** A click on the context menu: a lookup of the selected text, or null (another entry, nothing selected). */
export function lookupFromMenuClick(
  info: { menuItemId: unknown; selectionText?: unknown },
  tab: TabLike | undefined,
): LookupRequest | null {
  if (info.menuItemId !== LOOKUP_MENU_ID) return null;
  const text = cleanSelection(info.selectionText);
  return text === '' ? null : { windowId: windowOf(tab), text };
}

/** The keyboard command: the tab whose selection is read and the window whose panel opens, or null. */
export function lookupCommandTarget(
  command: unknown,
  tab: TabLike | undefined,
): { tabId: number; windowId: number | null } | null {
  if (command !== LOOKUP_COMMAND || typeof tab?.id !== 'number' || tab.id < 0) return null;
  return { tabId: tab.id, windowId: windowOf(tab) };
}

/** What the selection script answered, as a lookup's text (empty when nothing usable). */
export function selectionFromScript(results: unknown): string {
  if (!Array.isArray(results)) return '';
  const first: unknown = results[0];
  const value = typeof first === 'object' && first !== null ? (first as { result?: unknown }).result : undefined;
  return cleanSelection(value);
}

/** Reads the page's selection; runs in the page's isolated world and answers plain text only. */
export function readSelection(): string {
  return String(globalThis.getSelection?.() ?? '').slice(0, 256);
}

/** A lookup waits this long for the side panel to take it, then it is forgotten. */
export const LOOKUP_TTL_MS = 120_000;

export interface PendingLookupArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

const PENDING_LOOKUP_KEY = 'pending-lookup';

/**
 * The lookup left for the side panel, kept in `storage.session` (the worker may be stopped before
 * the panel asks). Only the cleaned text and the time are stored; it is taken once.
 */
export function pendingLookups(area: PendingLookupArea, now: () => number = Date.now) {
  // Takes run one after another: two pages (or one page asking twice) never both get the same lookup.
  let taking: Promise<unknown> = Promise.resolve();
  const takeNow = async (): Promise<string | null> => {
    const stored = (await area.get(PENDING_LOOKUP_KEY))[PENDING_LOOKUP_KEY];
    await area.remove(PENDING_LOOKUP_KEY);
    if (typeof stored !== 'object' || stored === null) return null;
    const { text, at } = stored as { text?: unknown; at?: unknown };
    if (typeof at !== 'number' || now() - at > LOOKUP_TTL_MS || now() < at) return null;
    const clean = cleanSelection(text);
    return clean === '' ? null : clean;
  };
  return {
    async put(text: string): Promise<void> {
      const clean = cleanSelection(text);
      if (clean !== '') await area.set({ [PENDING_LOOKUP_KEY]: { text: clean, at: now() } });
    },
    take(): Promise<string | null> {
      const next = taking.then(takeNow, takeNow);
      taking = next.catch(() => undefined);
      return next;
    },
  };
}
export type PendingLookups = ReturnType<typeof pendingLookups>;

/**
 * The toolbar badge: the count's text (SPEC 9's maximum, "99+" above it) or nothing. `watched`: the
 * watched changes not yet seen, counted beside the withdrawals awaiting audit.
 */
export interface ToolbarBadge {
  show(count: number | null, watched?: number): Promise<void>;
  /** "!" while the worker cannot reach the API host (issue: a flaky network hides nothing). */
  unreachable?(): Promise<void>;
  /** Whether the badge shows "!" now (it outlives a stopped worker). */
  showsUnreachable?(): Promise<boolean>;
}

/** The badge's text while the API host cannot be reached. */
export const UNREACHABLE_BADGE = '!';

/** The alarm that checks the watched records. */
export const WATCH_ALARM = 'watch-check';
