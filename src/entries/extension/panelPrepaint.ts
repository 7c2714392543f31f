import { TOKEN_KEY } from '../../contract/constants.ts';
import { keepPresses, PREPAINT_COPY, PREPAINT_HIDDEN, PREPAINT_ID, PREPAINT_KIND } from '../../core/kernel/prepaint.ts';
import { splitHash } from '../../core/routes/hashPath.ts';
import { chooseDrawing, cleanDrawing, loadPanelView, readStoredTokens } from '../../platform/extension/panelView.ts';

/** How long the drawing waits for the stylesheets it links before showing anyway. */
const STYLES_WAIT_MS = 300;

/** A stylesheet a drawing may link: one of the extension's own built files. */
const OWN_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

function linkStyles(doc: Document, links: readonly string[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const href of links) {
    if (!OWN_STYLESHEET.test(href)) continue;
    const url = new URL(href, doc.location.href).href;
    if ([...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url))
      continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loads.push(
      new Promise((done) => {
        link.addEventListener('load', done);
        link.addEventListener('error', done);
      }),
    );
    doc.head.append(link);
  }
  return Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, STYLES_WAIT_MS))]);
}

/**
 * The side panel's first paint, before the console's code has run: what it showed last
 * (platform/extension/panelView.ts says what is kept and when it may be drawn). The sign-in screen is
 * drawn as the web page's is, a form the live one takes over (core/kernel/prepaint.ts); the
 * signed-in shell is drawn inert and gives way to the live console once its first screen is ready.
 * Resolves whether it drew.
 */
export async function drawKeptView(doc: Document = document, storage: Storage = localStorage): Promise<boolean> {
  const view = loadPanelView(storage);
  if (!view.signedIn && !view.signedOut) return false;
  const choice = chooseDrawing(view, await readStoredTokens(TOKEN_KEY), splitHash(doc.location.hash).path);
  const app = doc.getElementById('app');
  // The live console got there first (it never does but on a very slow storage read): it stays.
  if (!choice || !app || app.childElementCount > 0 || doc.getElementById(PREPAINT_ID)) return false;
  const { kind, drawing } = choice;

  const template = doc.createElement('template');
  template.innerHTML = drawing.markup;
  cleanDrawing(template.content, doc.location.origin, kind === 'shell');
  const drawn = doc.createElement('div');
  drawn.id = PREPAINT_ID;
  drawn.setAttribute('data-path', drawing.path);
  if (kind === 'shell') {
    drawn.setAttribute(PREPAINT_KIND, 'shell');
    // What it shows is of then: seen, not used (the live console takes over within a moment).
    drawn.inert = true;
  } else keepPresses(drawn);
  drawn.append(template.content);

  for (const css of drawing.styles) {
    const style = doc.createElement('style');
    style.setAttribute(PREPAINT_COPY, '');
    style.textContent = css;
    doc.head.append(style);
  }
  await linkStyles(doc, drawing.links);
  if (app.childElementCount > 0) {
    for (const copy of doc.querySelectorAll(`style[${PREPAINT_COPY}]`)) copy.remove();
    return false;
  }
  const root = doc.documentElement;
  root.lang = drawing.root.lang;
  root.className = drawing.root.className;
  root.setAttribute('style', drawing.root.style);
  app.before(drawn);
  app.hidden = true;
  app.setAttribute(PREPAINT_HIDDEN, '');
  return true;
}
