import { dismissPrepaint, drawnShell, PREPAINT_HIDDEN, PREPAINT_ID } from './prepaint.ts';

/*
 * A drawn signed-in shell (the side panel's last view: core/kernel/prepaint.ts PREPAINT_KIND):
 * how the live console holds it until its first screen is ready, and gives way. Only the side
 * panel draws one; the console loads this when it finds one on the page (app/ConsoleApp.tsx), so
 * the web page's sign-in carries none of it.
 */

/**
 * Marks a part of the console that a drawn shell holds (`data-part="on-this-page"`): the live
 * console takes the drawing's place only once it holds every part the drawing does.
 */
export const PART = 'data-part';

/** Lists, on a drawn shell, the parts it holds (space-separated). */
export const PARTS = 'data-parts';

/** How long the live console must then stay unchanged before a drawn shell gives way. */
export const QUIET_MS = 150;

/**
 * The live first screen has drawn what the person came for: a drawn shell gives way to it once the
 * live console (rendered under it, not shown) holds every part the drawing holds, has nothing still
 * being read (`aria-busy`), and has stopped changing for {@link QUIET_MS}. Parts that arrive later
 * (the cards above the dashboard, its trends) would otherwise move what the person already sees
 * once the drawing went. {@link holdShell} gives up waiting after {@link SHELL_HOLD_MS}.
 */
export function firstScreenReady(doc: Document | undefined = globalThis.document): void {
  const drawn = doc?.getElementById(PREPAINT_ID);
  const live = doc?.querySelector(`[${PREPAINT_HIDDEN}]`);
  if (!doc || !drawn || !live || !drawnShell(doc)) return;
  const parts = (drawn.getAttribute(PARTS) ?? '').split(' ').filter(Boolean);
  // Every part the drawing holds, and nothing still being read (a part's content arriving after the
  // drawing went would move what stands below it).
  const complete = () =>
    parts.every((part) => [...live.querySelectorAll(`[${PART}]`)].some((e) => e.getAttribute(PART) === part)) &&
    !live.querySelector('[aria-busy="true"]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    if (complete()) timer = setTimeout(giveWay, QUIET_MS);
  };
  const changes = new MutationObserver(wait);
  changes.observe(live, { subtree: true, childList: true, characterData: true, attributes: true });
  wait();
  function giveWay() {
    changes.disconnect();
    giveWayToLive(doc!);
  }
}

/** The longest a drawn shell waits for the live console's fonts before giving way. */
export const FONT_WAIT_MS = 1000;

/**
 * Loads the fonts the live console declares (its icon font) that are not loaded yet: they load
 * only once something laid out uses them, which the hidden console is not. Started as soon as the
 * live console exists, so that they are there when it is shown; a face already loading is waited
 * for, not skipped.
 */
export function loadDeclaredFonts(doc: Document = document): Promise<unknown> {
  const faces = doc.fonts
    ? [...doc.fonts].filter((face) => face.status === 'unloaded' || face.status === 'loading')
    : [];
  return Promise.all(
    faces.map((face) => (face.status === 'unloaded' ? face.load() : face.loaded).catch(() => undefined)),
  );
}

/**
 * A drawn shell gives way to the live console once its fonts are loaded (at most
 * {@link FONT_WAIT_MS}): shown earlier, its icons would widen under the person's eyes and move what
 * stands beside them.
 */
export function giveWayToLive(doc: Document = document): void {
  void Promise.race([loadDeclaredFonts(doc), new Promise((done) => setTimeout(done, FONT_WAIT_MS))]).then(() =>
    dismissPrepaint(doc),
  );
}

/**
 * The longest a drawn shell stays in front of a live console whose first screen is not ready yet.
 * Long enough for a slow machine to finish the screen (on a 2-core machine under load it took more
 * than the 1.5 s this was): given way earlier, the parts still arriving move what the person
 * already sees. The drawing is a picture, so it never holds a person up: a press or a scroll gives
 * way at once.
 */
export const SHELL_HOLD_MS = 4000;

/** What a person does to a drawn shell that means "let me at it": it gives way at once. */
const GIVE_WAY_ON = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** On a drawn shell: a person pressed or scrolled before the live console was there. */
export const PREPAINT_GIVEN_WAY = 'data-given-way';

/**
 * Remembers, on a drawn shell just shown, a press, key, wheel or touch that comes before the live
 * console holds it ({@link holdShell}): the console then gives way at once instead of holding the
 * picture in front of the person for up to {@link SHELL_HOLD_MS}. Once, and not after the drawing
 * has gone.
 */
export function noteEarlyPresses(drawn: Element, view: Window = window): void {
  const note = () => {
    if (drawn.isConnected) drawn.setAttribute(PREPAINT_GIVEN_WAY, '');
    for (const type of GIVE_WAY_ON) view.removeEventListener(type, note, { capture: true });
  };
  for (const type of GIVE_WAY_ON) view.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Holds a drawn signed-in shell until the live first screen is ready ({@link firstScreenReady}),
 * a person presses or scrolls (at once: what it meant is for the live console), or
 * {@link SHELL_HOLD_MS} has passed (then with its fonts). Starts loading the live console's fonts
 * now, so that they are there when it is shown. Returns a function that stops holding.
 */
export function holdShell(doc: Document = document): () => void {
  void loadDeclaredFonts(doc);
  const view = doc.defaultView!;
  // Pressed or scrolled before the live console was there to hold it: it gives way now.
  if (doc.getElementById(PREPAINT_ID)?.hasAttribute(PREPAINT_GIVEN_WAY)) {
    dismissPrepaint(doc);
    return () => undefined;
  }
  const giveWay = () => dismissPrepaint(doc);
  const timer = view.setTimeout(() => giveWayToLive(doc), SHELL_HOLD_MS);
  for (const type of GIVE_WAY_ON) view.addEventListener(type, giveWay, { capture: true, passive: true });
  return () => {
    view.clearTimeout(timer);
    for (const type of GIVE_WAY_ON) view.removeEventListener(type, giveWay, { capture: true });
  };
}
