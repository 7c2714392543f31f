import { TOKEN_KEY } from '../../contract/constants.ts';
import type { Services } from '../../core/kernel/services.ts';
import { PREPAINT_COPY, PREPAINT_HIDDEN } from '../../core/kernel/prepaint.ts';
import { currentLocation } from '../../core/routes/hashLocation.ts';
import {
  cleanDrawing,
  heldSession,
  loadPanelView,
  MAX_DRAWING_CHARS,
  noteSession,
  readStoredTokens,
  savePanelView,
  applyRootLook,
  type RootLook,
  type Drawing,
  type Sheet,
} from '../../platform/extension/panelView.ts';

/** How long the console's element must stay unchanged before it is kept (a screen still drawing is not). */
const SETTLE_MS = 400;
const DASHBOARD = '/dashboard';
const SIGN_IN = '/login';

/**
 * The parts of a selector that match no element of a picture at rest: pseudo-elements (their
 * element is matched without them) and the states a pointer or focus gives.
 */
const PSEUDO_ELEMENT =
  '::?(?:before|after|placeholder|selection|marker|backdrop|file-selector-button|-webkit-[\\w-]+|-moz-[\\w-]+)(?![\\w-])';
const STATE = ':(?:hover|focus-visible|focus-within|focus|active|visited|target)(?![\\w-])';
const AT_REST = new RegExp(`${PSEUDO_ELEMENT}|${STATE}`, 'g');

/** Whether a style rule's selector matches something in the page; a selector it cannot judge counts as used. */
function selects(selectorText: string, matches: (selector: string) => boolean): boolean {
  const atRest = selectorText.replace(AT_REST, '').trim();
  try {
    return matches(atRest === '' ? '*' : atRest);
  } catch {
    return true;
  }
}

/**
 * The rules of a stylesheet that can change the drawing, as text: a style rule only when its
 * selector matches an element of the page now (the drawing is a copy of it), rules inside `@media`,
 * `@supports`, `@layer` and `@container` likewise; every other rule (fonts, keyframes, layer
 * order, custom properties' definitions) as it is. A rule that matches nothing shown cannot move
 * anything, and the next opening parses a third of the text (kept styles were about 107 K
 * characters, most of them the component library's rules for components not on the dashboard).
 */
export function usedRules(rules: CSSRuleList, matches: (selector: string) => boolean): string[] {
  const kept: string[] = [];
  for (const rule of rules) {
    if ('selectorText' in rule && typeof rule.selectorText === 'string') {
      if (selects(rule.selectorText, matches)) kept.push(rule.cssText);
    } else if ('insertRule' in rule && 'cssRules' in rule) {
      // A grouping rule: its own rules, pruned the same way, inside its prelude.
      const inner = usedRules(rule.cssRules as CSSRuleList, matches);
      if (inner.length > 0)
        kept.push(`${rule.cssText.slice(0, rule.cssText.indexOf('{')).trim()} {\n${inner.join('\n')}\n}`);
    } else kept.push(rule.cssText);
  }
  return kept;
}

/**
 * A stylesheet of the extension's own, as text (kept with the drawing, the next opening draws with
 * no file to load first): its rules as the browser holds them, each address in them made a path
 * from the extension's root, as they resolved from the file. Null when it cannot be read. (A rule
 * written as a shorthand with `var()` and a longhand of it after it comes out of the browser with
 * empty longhands: the console's styles have none, tests/unit/entries/extension/keepPanelView.test.ts.)
 */
function sheetText(link: HTMLLinkElement, origin: string, matches: (selector: string) => boolean): string | null {
  try {
    const rules = link.sheet?.cssRules;
    if (!rules) return null;
    const base = link.href;
    return usedRules(rules, matches)
      .map((text) =>
        text.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, address: string) => {
          if (/^(data|blob):/i.test(address)) return whole;
          const resolved = new URL(address, base);
          return resolved.origin === origin ? `url(${quote}${resolved.pathname}${quote})` : 'none';
        }),
      )
      .join('\n');
  } catch {
    return null;
  }
}

/**
 * The drawing as the next opening lays it out (a frame's document: the page's root, `#app` and the
 * copy in it), to match the style rules against: what is in the page now but not in the copy does
 * not keep a rule.
 */
function drawnDocument(doc: Document, copy: HTMLElement, look: RootLook): Document {
  const drawn = doc.implementation.createHTMLDocument('');
  applyRootLook(drawn.documentElement, look);
  const app = drawn.createElement('div');
  app.id = 'app';
  app.append(...[...copy.childNodes].map((node) => drawn.importNode(node, true)));
  drawn.body.append(app);
  return drawn;
}

/** The page's look and styles as the drawing of `copy` needs them; null when they are too large to keep. */
function pageLook(doc: Document, copy: HTMLElement): Omit<Drawing, 'path'> | null {
  const markup = copy.getHTML();
  const { documentElement: root } = doc;
  const look: RootLook = { lang: root.lang, className: root.className, style: root.getAttribute('style') ?? '' };
  // In the head's order; links as paths of the extension's own files (the page links some by path,
  // the loader by full address).
  const sheets: Sheet[] = [];
  const drawn = drawnDocument(doc, copy, look);
  const matches = (selector: string) => drawn.querySelector(selector) !== null;
  for (const element of doc.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>(
    `link[rel="stylesheet"], style:not([${PREPAINT_COPY}])`,
  )) {
    if (element instanceof HTMLLinkElement) {
      const url = new URL(element.href, doc.location.href);
      if (url.origin !== doc.location.origin) continue;
      const css = sheetText(element, doc.location.origin, matches);
      // A sheet none of whose rules is used is not kept.
      if (css !== '') sheets.push(css === null ? { link: url.pathname } : { css });
    } else if (element.textContent) {
      const rules = element.sheet?.cssRules;
      const css = rules ? usedRules(rules, matches).join('\n') : element.textContent;
      if (css !== '') sheets.push({ css });
    }
  }
  const size = markup.length + sheets.reduce((sum, sheet) => sum + ('css' in sheet ? sheet.css.length : 0), 0);
  if (size > MAX_DRAWING_CHARS) return null;
  return {
    markup,
    root: look,
    sheets,
  };
}

/**
 * Takes out of `copy` (a copy of `live` made in the same task) each element that lies wholly below
 * `bottom` in the live page, with what it holds: a drawing is a picture of the panel's height, and
 * what it does not show costs the next opening its parsing, styles and layout all the same. Fixed
 * and sticky elements stay, wherever they are; an element with no box (its children may have one)
 * is looked into.
 */
export function leaveOutBelow(live: Element, copy: Element, bottom: number): void {
  if (bottom <= 0) return;
  const view = live.ownerDocument.defaultView;
  const twins = [...copy.children];
  [...live.children].forEach((child, index) => {
    const twin = twins[index];
    if (!twin || twin.tagName !== child.tagName) return;
    // An element with no box of its own answers a box at the top: it is looked into.
    const below = child.getBoundingClientRect().top >= bottom;
    const position = below ? view?.getComputedStyle(child).position : undefined;
    if (below && position !== 'fixed' && position !== 'sticky') twin.remove();
    else leaveOutBelow(child, twin, bottom);
  });
}

/**
 * Keeps what the side panel shows, for its next opening to draw before its code runs
 * (panelPrepaint.ts): the signed-in shell once the dashboard's figures are drawn (the time they are
 * of written beside them, "(as of 14:32)"), the sign-in screen with nothing typed. A sign-out
 * removes the signed-in drawing at once. Returns a function that stops keeping.
 */
export function keepPanelView(
  services: Services,
  doc: Document = document,
  storage: Storage = localStorage,
): () => void {
  const app = doc.getElementById('app');
  if (!app) return () => undefined;
  const { session } = services;

  const keep = async () => {
    const { status } = session.store.getState();
    const path = currentLocation().path;
    if (app.hidden || app.hasAttribute(PREPAINT_HIDDEN) || app.querySelector('[aria-busy="true"]')) return;
    // Only these two screens are kept: another screen's changes cost no copy of the page.
    const dashboard = status === 'loggedIn' && path === DASHBOARD;
    const signIn = status === 'loggedOut' && path === SIGN_IN;
    if (!dashboard && !signIn) return;
    const copy = app.cloneNode(true) as HTMLElement;
    if (dashboard) {
      // What is below the fold is not drawn: the next opening lays out only what a person sees.
      leaveOutBelow(app, copy, doc.defaultView?.innerHeight ?? 0);
      if (!copy.querySelector('[data-figure]') || !copy.querySelector('[data-drawn-text]')) return;
      const tokens = await readStoredTokens(TOKEN_KEY);
      const held = heldSession(tokens.durable, tokens.session);
      // Signed out or another session while the tokens were read: nothing is kept for it.
      if (!held || session.store.getState().status !== 'loggedIn') return;
      // What the screen says of itself in a drawing: the time its figures are of, "(as of 14:32)".
      for (const marked of copy.querySelectorAll('[data-drawn-text]')) {
        marked.textContent = marked.getAttribute('data-drawn-text');
        marked.removeAttribute('data-drawn-text');
        marked.removeAttribute('role');
      }
      cleanDrawing(copy, doc.location.origin);
      const look = pageLook(doc, copy);
      if (!look) return;
      const view = loadPanelView(storage);
      savePanelView(storage, { ...view, signedIn: { ...look, path, ...held, at: Date.now() } });
    } else if (copy.querySelector('#login-userName')) {
      // Nothing of an attempt: no captcha, no message, no field marked wrong.
      for (const gone of copy.querySelectorAll('.captcha-row__image img, .login-card__notice')) gone.remove();
      for (const message of copy.querySelectorAll('.form-field__error, [role="alert"]')) {
        message.textContent = '';
        message.removeAttribute('role');
      }
      for (const marked of copy.querySelectorAll('[aria-invalid]')) marked.removeAttribute('aria-invalid');
      for (const marked of copy.querySelectorAll('.p-invalid')) marked.classList.remove('p-invalid');
      cleanDrawing(copy, doc.location.origin);
      const look = pageLook(doc, copy);
      const view = loadPanelView(storage);
      if (!look || (view.signedOut?.markup === look.markup && view.signedOut.root.className === look.root.className))
        return;
      savePanelView(storage, { ...view, signedOut: { ...look, path } });
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void keep(), SETTLE_MS);
  });
  observer.observe(app, { subtree: true, childList: true, characterData: true, attributes: true });

  const noteStatus = (status: string) => {
    if (status === 'loggedIn' || status === 'loggedOut') noteSession(storage, status === 'loggedIn');
  };
  noteStatus(session.store.getState().status);
  const stopSession = session.store.subscribe((state, previous) => {
    noteStatus(state.status);
    if (state.status === 'loggedOut' && previous.status !== 'loggedOut') {
      const view = loadPanelView(storage);
      if (view.signedIn) savePanelView(storage, { ...view, signedIn: null });
    }
  });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    stopSession();
  };
}
