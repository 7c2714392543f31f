/**
 * The extension's pages, as paths below its root URL (the manifest names them; manifest.config.ts).
 * The same in Chrome, Edge and Firefox.
 */
/** The console page: Chrome's side panel, Firefox's sidebar. */
export const PANEL_PAGE = 'src/platform/extension/sidepanel.html';
export const OPTIONS_PAGE = 'src/platform/extension/options.html';
