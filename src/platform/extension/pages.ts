/**
 * The extension's pages, as paths below its root URL (the manifest names them; manifest.config.ts).
 * The same in Chrome, Edge and Firefox.
 */
/** The console page: Chrome's side panel, Firefox's sidebar. */
export const PANEL_PAGE = 'src/platform/extension/sidepanel.html';
export const OPTIONS_PAGE = 'src/platform/extension/options.html';

/**
 * The property of the panel page's `window` where its first script (a classic one, run at parse
 * time: src/entries/extension/panelFirst.ts) leaves the promise of whether it drew the view the
 * panel showed last; the page's module entry waits for it before it starts the console.
 */
export const PANEL_DRAWING = '__consolePanelDrawing';
/** The attribute of the panel page's first script that names the module entry it starts (scripts/vite/classicScript.ts). */
export const PANEL_MODULE_ENTRY = 'data-module-entry';
