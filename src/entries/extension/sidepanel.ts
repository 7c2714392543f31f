// Entry of the side panel (Chrome, Edge) and the sidebar (Firefox): a small file of its own. It
// brings the console's styles, and starts the console (React DOM and the rest) once the drawing of
// what the panel showed last is settled and, when there is one, painted: fetched and run beside
// it, the console's code held the drawing's first frame back (docs/performance.md).
// That drawing is made by the page's first script (panelFirst.ts, a classic script run while the
// page is parsed), which leaves its promise on the page; without it there is none to wait for.
import '../../core/styles.ts';
import { PANEL_DRAWING } from '../../platform/extension/pages.ts';

const left = (window as unknown as Record<string, unknown>)[PANEL_DRAWING];
const drawn = left instanceof Promise ? (left as Promise<boolean>) : Promise.resolve(false);
/** Resolves once the frame after now has been painted (a frame, then a task). */
const painted = () =>
  new Promise<void>((done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(null);
    }),
  );
void drawn
  .then((shown) => (shown ? painted() : undefined))
  .then(() => import('./panelConsole.tsx'))
  .then(({ startPanelConsole }) => startPanelConsole(drawn));
