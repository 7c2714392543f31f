import { TOKEN_KEY } from '../../contract/constants.ts';
import { keepPresses, PREPAINT_COPY, PREPAINT_HIDDEN, PREPAINT_ID, PREPAINT_KIND } from '../../core/kernel/prepaint.ts';
import { noteEarlyPresses, PART, PARTS } from '../../core/kernel/shellDrawing.ts';
import { splitHash } from '../../core/routes/hashPath.ts';
import {
  applyRootLook,
  chooseDrawing,
  likelyDrawing,
  cleanDrawing,
  lastSeenSignedOut,
  loadPanelView,
  readStoredTokens,
  type Drawing,
  type Sheet,
} from '../../platform/extension/panelView.ts';

/**
 * How long the drawing waits for its stylesheets and icon font: past it, it is not drawn (drawn
 * half styled, it would move under the person's eyes).
 */
const STYLES_WAIT_MS = 1000;

/** The console's icon font (primeicons, subset at build time). */
const ICON_FONT = 'primeicons';

/** A stylesheet a drawing may link: one of the extension's own built files. */
const OWN_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/**
 * Puts a drawing's styles into `target`'s head in their order: its rules written as styles, its
 * stylesheets linked (only the extension's own files; in the page, not one it already links).
 * `mark`: the styles are the drawing's copies, which go with it. Answers each link's load.
 */
function appendSheets(target: Document, base: string, sheets: readonly Sheet[], mark: boolean): Promise<unknown>[] {
  const loads: Promise<unknown>[] = [];
  for (const sheet of sheets) {
    if ('css' in sheet) {
      const style = target.createElement('style');
      if (mark) style.setAttribute(PREPAINT_COPY, '');
      style.textContent = sheet.css;
      target.head.append(style);
      continue;
    }
    if (!OWN_STYLESHEET.test(sheet.link)) continue;
    const url = new URL(sheet.link, base).href;
    if ([...target.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url))
      continue;
    const link = target.createElement('link');
    link.rel = 'stylesheet';
    if (mark) link.setAttribute(PREPAINT_COPY, '');
    // As the page's own links (a file the page has already fetched is not fetched again).
    link.crossOrigin = '';
    link.href = url;
    loads.push(
      new Promise((done) => {
        link.addEventListener('load', done);
        link.addEventListener('error', done);
      }),
    );
    target.head.append(link);
  }
  return loads;
}

/** Waits for `promise`, at most {@link STYLES_WAIT_MS}; resolves whether it came in time. */
function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  return Promise.race([
    Promise.resolve(promise).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((done) => setTimeout(() => done(false), STYLES_WAIT_MS)),
  ]);
}

/** The parts of the console a drawing holds (core/kernel/shellDrawing.ts PART). */
function partsOf(root: ParentNode): string[] {
  return [...root.querySelectorAll(`[${PART}]`)].map((part) => part.getAttribute(PART) ?? '').filter(Boolean);
}

/**
 * Draws a signed-in shell in a frame of its own, with the page's styles of then in their order:
 * what the live console adds to the page's head meanwhile (its stylesheets, the component
 * library's styles) cannot move it. The frame runs nothing (sandboxed, scripts not allowed) and is
 * hidden from assistive technology: it is a picture of the console, taken over within a moment.
 * Built with the DOM, never from a string of markup.
 */
async function drawInFrame(doc: Document, drawn: HTMLElement, drawing: Drawing, content: Node[]): Promise<boolean> {
  const frame = doc.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // A picture: a press or a scroll on it reaches the page, where it makes the drawing give way.
  frame.style.cssText = 'display:block;border:0;width:100%;height:100vh;pointer-events:none';
  frame.src = 'about:blank';
  const loaded = new Promise((done) => frame.addEventListener('load', done, { once: true }));
  drawn.append(frame);
  if (!(await settled(loaded)) || !frame.contentDocument) return false;
  const inner = frame.contentDocument;
  applyRootLook(inner.documentElement, drawing.root);
  const links = appendSheets(inner, doc.location.href, drawing.sheets, false);
  const still = inner.createElement('style');
  still.textContent = 'html,body{overflow:hidden}';
  inner.head.append(still);
  const app = inner.createElement('div');
  app.id = 'app';
  app.append(...content.map((node) => inner.importNode(node, true)));
  inner.body.append(app);
  if (!(await settled(Promise.all(links)))) return false;
  // The icon font, its one web font, asked for before the layout so that both go on together. Its
  // own load, not the frame's `fonts.ready`, which settles only at the frame's next rendering step:
  // the drawing was then shown a frame later, 1.9 × the floor instead of 2.4 × (docs/performance.md).
  const icons = inner.fonts?.load(`1em ${ICON_FONT}`);
  inner.body.getBoundingClientRect();
  return settled(icons);
}

/** A drawing made unseen, to be shown or dropped. */
interface Prepared {
  drawing: Drawing;
  drawn: HTMLElement;
  /** Whether it is ready to be shown (its styles and fonts in, within their wait). */
  ready: Promise<boolean>;
  /** Set when it is dropped: what was still to be done for it is not done. */
  dropped: boolean;
  /** Gives the page's root back what it had before the drawing set it (the sign-in screen's). */
  restoreRoot: () => void;
}

/** The page's root as the drawing was drawn: language, theme and sizes. Answers how to undo it. */
function applyRoot(doc: Document, drawing: Drawing): () => void {
  const root = doc.documentElement;
  const before = ['lang', 'class', 'style'].map((name) => [name, root.getAttribute(name)] as const);
  applyRootLook(root, drawing.root);
  return () => {
    for (const [name, value] of before) {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
  };
}

/**
 * Makes a drawing in the page, unseen (laid out with `visibility: hidden`, so that its styles and
 * the fonts it needs, the system's for its Chinese text too, are there before it is shown: shown
 * before them, it would change under the eyes). Nothing of a signed-in shell reaches the page's
 * own root until it is shown.
 */
function prepare(doc: Document, app: HTMLElement, kind: 'shell' | 'sign-in', drawing: Drawing): Prepared {
  // Parsed as a document of its own (nothing in it runs), cleaned, then moved into the page.
  const parsed = new DOMParser().parseFromString(drawing.markup, 'text/html').body;
  cleanDrawing(parsed, doc.location.origin);
  const content = [...parsed.childNodes];
  const drawn = doc.createElement('div');
  drawn.id = PREPAINT_ID;
  drawn.setAttribute('data-path', drawing.path);
  drawn.style.visibility = 'hidden';
  // Out of reach of focus and assistive technology too, until it is shown.
  drawn.inert = true;
  if (kind === 'shell') {
    drawn.setAttribute(PREPAINT_KIND, 'shell');
    drawn.setAttribute(PARTS, partsOf(parsed).join(' '));
    app.before(drawn);
    // Dropped meanwhile, its frame is gone from the page and draws nothing (drawInFrame).
    const ready = drawInFrame(doc, drawn, drawing, content);
    return { drawing, drawn, ready, dropped: false, restoreRoot: () => undefined };
  }
  // The sign-in screen is laid out under its own root (its language picks the fonts of its text);
  // dropped, the page's root is given back.
  const restoreRoot = applyRoot(doc, drawing);
  keepPresses(drawn);
  drawn.append(...content.map((node) => doc.importNode(node, true)));
  // Its styles, then the icon font it uses (a file of the extension): drawn without it, its icons
  // would widen under the person's eyes.
  const links = Promise.all(appendSheets(doc, doc.location.href, drawing.sheets, true));
  const prepared: Prepared = { drawing, drawn, ready: Promise.resolve(false), dropped: false, restoreRoot };
  prepared.ready = settled(links.then(() => doc.fonts?.load(`1em ${ICON_FONT}`))).then(async (styled) => {
    if (prepared.dropped) return false;
    app.before(drawn);
    drawn.getBoundingClientRect();
    return styled && (await settled(doc.fonts?.ready));
  });
  return prepared;
}

/** Takes a drawing that will not be shown out of the page, with the styles it brought. */
function drop(doc: Document, app: HTMLElement, prepared: Prepared): void {
  prepared.dropped = true;
  prepared.drawn.remove();
  for (const copy of doc.querySelectorAll(`[${PREPAINT_COPY}]`)) copy.remove();
  prepared.restoreRoot();
  if (app.hasAttribute(PREPAINT_HIDDEN)) {
    app.hidden = false;
    app.removeAttribute(PREPAINT_HIDDEN);
  }
}

/** Shows a prepared drawing in place of the console's element: it is what the person sees now. */
function reveal(doc: Document, app: HTMLElement, kind: 'shell' | 'sign-in', prepared: Prepared): void {
  if (kind === 'shell') applyRoot(doc, prepared.drawing);
  app.hidden = true;
  app.setAttribute(PREPAINT_HIDDEN, '');
  prepared.drawn.inert = false;
  prepared.drawn.style.removeProperty('visibility');
  if (kind === 'shell') noteEarlyPresses(prepared.drawn, doc.defaultView ?? window);
  performance.mark('panel:drawn');
}

/**
 * Shows a prepared drawing once it is ready, unless it was dropped meanwhile or the live console got
 * there first. Resolves whether it showed it.
 */
async function revealWhenReady(
  doc: Document,
  app: HTMLElement,
  kind: 'shell' | 'sign-in',
  prepared: Prepared,
): Promise<boolean> {
  const ready = await prepared.ready;
  if (prepared.dropped) return false;
  if (!ready || app.childElementCount > 0) {
    drop(doc, app, prepared);
    return false;
  }
  reveal(doc, app, kind, prepared);
  return true;
}

/**
 * The side panel's first paint, before the console's code has run: what it showed last
 * (platform/extension/panelView.ts says what is kept and when it may be drawn). The sign-in screen is
 * drawn as the web page's is, a form the live one takes over (core/kernel/prepaint.ts); the
 * signed-in shell is drawn inert and gives way to the live console once its first screen is ready.
 * The likely drawing is made unseen while the session is read (a storage read of 10–40 ms), and
 * shown only if the session then allows exactly that drawing; the sign-in screen, which holds
 * nothing of anyone, is shown without waiting for that read when the panel last knew the session
 * signed out (and is taken away if the read then finds one held). Resolves whether it drew.
 */
export async function drawKeptView(doc: Document = document, storage: Storage = localStorage): Promise<boolean> {
  performance.mark('panel:start');
  const view = loadPanelView(storage);
  if (!view.signedIn && !view.signedOut) return false;
  const app = doc.getElementById('app');
  if (!app) return false;
  // The live console got there first (it never does but on a very slow storage read): it stays.
  const taken = () => app.childElementCount > 0 || doc.getElementById(PREPAINT_ID) !== null;
  if (taken()) return false;
  const path = splitHash(doc.location.hash).path;
  const tokens = readStoredTokens(TOKEN_KEY);
  const likely = likelyDrawing(view, path);
  let prepared = likely ? prepare(doc, app, likely.kind, likely.drawing) : null;
  const early =
    prepared && likely?.kind === 'sign-in' && lastSeenSignedOut(storage)
      ? revealWhenReady(doc, app, 'sign-in', prepared)
      : null;
  const choice = chooseDrawing(view, await tokens, path);
  performance.mark('panel:tokens');
  if (prepared && prepared.drawing !== choice?.drawing) {
    drop(doc, app, prepared);
    prepared = null;
  }
  if (!choice) return false;
  if (early) return early;
  if (!prepared) {
    if (taken()) return false;
    prepared = prepare(doc, app, choice.kind, choice.drawing);
  }
  return revealWhenReady(doc, app, choice.kind, prepared);
}
