// The side panel's first script: a classic one (scripts/vite/classicScript.ts), run while the page
// is parsed. It draws what the panel showed last (panelPrepaint.ts), leaves on the page the promise
// of whether it drew, then starts the page's module entry (sidepanel.ts), which waits for that
// promise before it starts the console. The entry is named on this script's element: started by
// the page itself, it was fetched and compiled beside this script and held the drawing back.
import { drawKeptView } from './panelPrepaint.ts';
import { PANEL_DRAWING, PANEL_MODULE_ENTRY } from '../../platform/extension/pages.ts';

const entry = document.currentScript?.getAttribute(PANEL_MODULE_ENTRY);
(window as unknown as Record<string, unknown>)[PANEL_DRAWING] = drawKeptView().catch(() => false);
if (entry) {
  const script = document.createElement('script');
  script.type = 'module';
  // As the page would have loaded it.
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}
