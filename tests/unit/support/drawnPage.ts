import { PREPAINT_HIDDEN, PREPAINT_ID, PREPAINT_KIND } from '../../../src/core/kernel/prepaint.ts';
import { PARTS } from '../../../src/core/kernel/shellDrawing.ts';

/**
 * A page as the web build leaves it once the sign-in form is drawn: the drawing (holding
 * `content`), then the console's element, hidden and marked to be shown again. Returns that element.
 */
export function pageWithDrawing(content: Node): HTMLElement {
  const drawn = document.createElement('div');
  drawn.id = PREPAINT_ID;
  drawn.append(content);
  const app = document.createElement('div');
  app.id = 'app';
  app.hidden = true;
  app.setAttribute(PREPAINT_HIDDEN, '');
  document.body.replaceChildren(drawn, app);
  return app;
}

/**
 * A page as the side panel leaves it once its last signed-in view is drawn: a drawn shell holding
 * the given parts, then the console's hidden element. Returns that element.
 */
export function pageWithShell(parts: readonly string[] = []): HTMLElement {
  const app = pageWithDrawing(document.createTextNode('the drawn console'));
  const drawn = document.getElementById(PREPAINT_ID)!;
  drawn.setAttribute(PREPAINT_KIND, 'shell');
  drawn.setAttribute(PARTS, parts.join(' '));
  return app;
}
