import { isSealedToken } from './sealedTokenStore.ts';

/**
 * What the side panel showed last, kept so that the next opening paints it before its code runs
 * (issue: the panel is the product's most frequent wait). Two drawings at most, in the panel
 * page's own `localStorage` (read synchronously, written by the panel alone):
 *
 * - `signedOut`: the sign-in screen, with nothing typed (no value of any field is kept).
 * - `signedIn`: the console's shell on its first screen (navigation, header, the dashboard and its
 *   figures of then), tied to the session it was drawn for: the sealed token's origin and
 *   initialisation vector, which change with every sign-in. It is drawn only while that same
 *   sealed token is held; signed out, after another sign-in or on another API host it is not,
 *   and a sign-out removes it.
 *
 * Nothing here is secret: the markup of two screens, no token, no typed value. What is read back
 * is checked like anything stored (a damaged or foreign entry draws nothing) and drawn inert,
 * without scripts, handlers or addresses other than the extension's own files.
 */
export const PANEL_VIEW_KEY = 'panel-view';
const VERSION = 1;
/**
 * What the panel last knew of the session, beside the drawings: `signed-out` or `signed-in`, written
 * by the panel at every change it sees (a sign-in or sign-out in any of the extension's pages is
 * seen by all, which share this storage). Signed out, the sign-in screen is drawn without waiting
 * for the session's read; anything else (a session the worker ended meanwhile included) waits.
 */
export const PANEL_SESSION_KEY = 'panel-session';
const SIGNED_OUT = 'signed-out';
const SIGNED_IN = 'signed-in';
/** A drawing larger than this is not kept (a screen with its styles measures 100–200 K characters). */
export const MAX_DRAWING_CHARS = 600_000;

/** The page's root as it was drawn: language, classes and style (theme, size and colours). */
export interface RootLook {
  lang: string;
  className: string;
  style: string;
}

export type Sheet = { link: string } | { css: string };

export interface Drawing {
  /** The console's element, inner markup. */
  markup: string;
  root: RootLook;
  /**
   * The page's styles in their order (the cascade depends on it): stylesheets it linked (the
   * extension's own files, by path) and styles written into its head (the component library's).
   */
  sheets: Sheet[];
  /** The console's path it shows (`/dashboard`, `/login`). */
  path: string;
}

export interface SignedInDrawing extends Drawing {
  /** The API host that issued the session, and the sealed token's initialisation vector. */
  origin: string;
  mark: string;
  /** When it was drawn (epoch ms). */
  at: number;
}

export interface PanelView {
  signedOut: Drawing | null;
  signedIn: SignedInDrawing | null;
}

export const EMPTY_VIEW: PanelView = { signedOut: null, signedIn: null };

const isString = (value: unknown): value is string => typeof value === 'string';
const isSheet = (value: unknown): value is Sheet => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.keys(v).length === 1 && (isString(v.link) || isString(v.css));
};
const isSheets = (value: unknown): value is Sheet[] => Array.isArray(value) && value.every(isSheet);

function drawingOf(value: unknown): Drawing | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const root = v.root as Record<string, unknown> | null | undefined;
  if (!isString(v.markup) || v.markup.length === 0 || v.markup.length > MAX_DRAWING_CHARS) return null;
  if (typeof root !== 'object' || root === null || !isString(root.lang) || !isString(root.className)) return null;
  if (!isString(root.style) || !isSheets(v.sheets) || !isString(v.path)) return null;
  if (!v.path.startsWith('/')) return null;
  return {
    markup: v.markup,
    root: { lang: root.lang, className: root.className, style: root.style },
    sheets: v.sheets,
    path: v.path,
  };
}

function signedInOf(value: unknown): SignedInDrawing | null {
  const drawing = drawingOf(value);
  if (!drawing) return null;
  const v = value as Record<string, unknown>;
  if (!isString(v.origin) || !isString(v.mark) || v.mark === '' || typeof v.at !== 'number') return null;
  if (!Number.isFinite(v.at)) return null;
  return { ...drawing, origin: v.origin, mark: v.mark, at: v.at };
}

/** The kept view, read untrusted: anything damaged counts as nothing kept. */
export function readPanelView(raw: string | null): PanelView {
  if (!raw) return EMPTY_VIEW;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null || parsed.v !== VERSION) return EMPTY_VIEW;
    return { signedOut: drawingOf(parsed.signedOut), signedIn: signedInOf(parsed.signedIn) };
  } catch {
    return EMPTY_VIEW;
  }
}

export function writePanelView(view: PanelView): string {
  return JSON.stringify({ v: VERSION, ...view });
}

/** The session a sealed token record stands for, as far as anyone may see it (its origin and IV). */
export interface HeldSession {
  origin: string;
  mark: string;
}

/** The session held, from what `admin-token` holds in `storage.local` and `storage.session`. */
export function heldSession(durable: unknown, session: unknown): HeldSession | null {
  const sealed = isSealedToken(session) ? session : isSealedToken(durable) ? durable : null;
  return sealed ? { origin: sealed.origin, mark: sealed.iv } : null;
}

/** Whether a sealed token is in either area (sealed or not: a record there means a session may be). */
export function anyTokenHeld(durable: unknown, session: unknown): boolean {
  return (durable !== undefined && durable !== null) || (session !== undefined && session !== null);
}

/** Puts a drawing's root look on a document's root element: language, classes and style. */
export function applyRootLook(root: HTMLElement, look: RootLook): void {
  root.lang = look.lang;
  root.className = look.className;
  root.setAttribute('style', look.style);
}

/** The paths at which the panel opens on its first screen: none given, or the one drawn. */
function opensAt(pagePath: string, drawnPath: string): boolean {
  return pagePath === '' || pagePath === '/' || pagePath === drawnPath;
}

/**
 * What the opening panel may draw before its code: the signed-in shell only for the very session
 * it was drawn for, the sign-in screen only when no token is held at all, else nothing (the live
 * console then draws its first screen itself, as without this).
 */
export function chooseDrawing(
  view: PanelView,
  stored: { durable: unknown; session: unknown },
  pagePath: string,
): { kind: 'shell'; drawing: SignedInDrawing } | { kind: 'sign-in'; drawing: Drawing } | null {
  const held = heldSession(stored.durable, stored.session);
  const shell = view.signedIn;
  if (held && shell && shell.mark === held.mark && shell.origin === held.origin && opensAt(pagePath, shell.path))
    return { kind: 'shell', drawing: shell };
  if (!anyTokenHeld(stored.durable, stored.session) && view.signedOut && opensAt(pagePath, view.signedOut.path))
    return { kind: 'sign-in', drawing: view.signedOut };
  return null;
}

/**
 * The drawing the opening panel will most likely make, known before the session is read: the
 * signed-in shell when one is kept for this path (a sign-out removes it), else the sign-in screen.
 * It is prepared unseen while the session is read, and shown only if {@link chooseDrawing} then
 * chooses the very same drawing.
 */
export function likelyDrawing(
  view: PanelView,
  pagePath: string,
): { kind: 'shell'; drawing: SignedInDrawing } | { kind: 'sign-in'; drawing: Drawing } | null {
  if (view.signedIn && opensAt(pagePath, view.signedIn.path)) return { kind: 'shell', drawing: view.signedIn };
  if (view.signedOut && opensAt(pagePath, view.signedOut.path)) return { kind: 'sign-in', drawing: view.signedOut };
  return null;
}

/** Elements a drawing never carries. */
const DROPPED = 'script,iframe,frame,object,embed,link,meta,base,style,template,noscript,portal,dialog[open]';

/** An address a drawing may keep: within the page (`#…`) or one of the extension's own files. */
function safeAddress(value: string, ownOrigin: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return true;
  try {
    const url = new URL(trimmed, `${ownOrigin}/`);
    // Compared by scheme and host: an extension's URL has no origin in every URL parser.
    const origin = `${url.protocol}//${url.host}`;
    return origin === ownOrigin && (url.protocol === 'chrome-extension:' || url.protocol === 'moz-extension:');
  } catch {
    return false;
  }
}

/**
 * Makes markup fit to be kept or drawn, in place: no script, frame, handler, form value or
 * address other than the page's own; a picture from an object URL or another host (pictures
 * relayed by the worker) goes, its place kept.
 */
export function cleanDrawing(root: Element | DocumentFragment, ownOrigin: string): void {
  for (const dropped of root.querySelectorAll(DROPPED)) dropped.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc' || lower === 'srcset' || lower === 'formaction')
        element.removeAttribute(name);
      else if (lower === 'src' && element.tagName === 'IMG') {
        // A picture drawn from data (the logo) stays; any other goes, its place kept.
        if (!/^data:image\//i.test(value.trim()) && !safeAddress(value, ownOrigin)) {
          element.removeAttribute(name);
          element.setAttribute('style', 'visibility:hidden');
        }
      } else if (['href', 'src', 'xlink:href', 'action'].includes(lower) && !safeAddress(value, ownOrigin))
        element.removeAttribute(name);
    }
    if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') {
      element.removeAttribute('value');
      if (element.tagName === 'TEXTAREA') element.textContent = '';
    }
  }
  for (const option of root.querySelectorAll('option[selected]')) option.removeAttribute('selected');
}

interface StorageAreaLike {
  get(key: string): Promise<Record<string, unknown>>;
}

/** `chrome.storage` (Chrome) or `browser.storage` (Firefox), without the polyfill: the panel's first script stays small. */
function storageArea(name: 'local' | 'session'): StorageAreaLike | undefined {
  const g = globalThis as unknown as {
    browser?: { storage?: Record<string, StorageAreaLike | undefined> };
    chrome?: { storage?: Record<string, StorageAreaLike | undefined> };
  };
  return (g.browser?.storage ?? g.chrome?.storage)?.[name];
}

/** What `admin-token` holds in both storage areas: one read of each, side by side. */
export async function readStoredTokens(key: string): Promise<{ durable: unknown; session: unknown }> {
  const read = async (name: 'local' | 'session') => {
    try {
      return (await storageArea(name)?.get(key))?.[key];
    } catch {
      // An area the browser refuses: a token that may be there all the same.
      return name;
    }
  };
  const [durable, session] = await Promise.all([read('local'), read('session')]);
  return { durable, session };
}

/** Whether the panel last knew the session signed out (nothing readable: not known, so no). */
export function lastSeenSignedOut(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(PANEL_SESSION_KEY) === SIGNED_OUT;
  } catch {
    return false;
  }
}

/** Notes what the panel now knows of the session (storage refused: nothing noted, nothing drawn early). */
export function noteSession(storage: Pick<Storage, 'getItem' | 'setItem'>, signedIn: boolean): void {
  try {
    const value = signedIn ? SIGNED_IN : SIGNED_OUT;
    if (storage.getItem(PANEL_SESSION_KEY) !== value) storage.setItem(PANEL_SESSION_KEY, value);
  } catch {
    // Refused: the next opening waits for the session's read.
  }
}

/** The kept view in the panel page's storage; nothing when storage is refused. */
export function loadPanelView(storage: Pick<Storage, 'getItem'>): PanelView {
  try {
    return readPanelView(storage.getItem(PANEL_VIEW_KEY));
  } catch {
    return EMPTY_VIEW;
  }
}

export function savePanelView(storage: Pick<Storage, 'setItem' | 'removeItem'>, view: PanelView): void {
  try {
    if (!view.signedIn && !view.signedOut) storage.removeItem(PANEL_VIEW_KEY);
    else storage.setItem(PANEL_VIEW_KEY, writePanelView(view));
  } catch {
    // Storage full or refused: the next opening draws its first screen itself.
  }
}
