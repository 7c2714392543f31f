import { PREPAINT_HIDDEN, PREPAINT_ID } from '../../../src/core/kernel/prepaint.ts';

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
