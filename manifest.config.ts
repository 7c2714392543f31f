import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };
import { hostPermissionFor } from './src/platform/http/apiHost.ts';
import { OPTIONS_PAGE, PANEL_PAGE } from './src/platform/extension/pages.ts';

export { OPTIONS_PAGE, PANEL_PAGE };

/**
 * Loopback hosts: the development build may call the local reference server without asking. The
 * store package (`npm run package`, scripts/package.ts) drops them.
 */
export const LOOPBACK_HOST_PERMISSIONS = ['http://127.0.0.1/*', 'http://localhost/*'];

/** Hosts the extension may call without asking: the local reference server, plus the build's API host. */
export function hostPermissions(apiBase: string | undefined): string[] {
  const hosts = [...LOOPBACK_HOST_PERMISSIONS];
  if (apiBase) {
    try {
      hosts.push(hostPermissionFor(apiBase));
    } catch {
      // An invalid build setting adds nothing.
    }
  }
  return [...new Set(hosts)];
}

/**
 * The extension pages' Content-Security-Policy (stricter than Manifest V3's default): nothing is
 * allowed unless named (`default-src 'none'`). Scripts, styles, fonts and texts from the package
 * (styles may be inline: PrimeReact positions overlays with style attributes). Pictures only from
 * the package and `data:`/`blob:` URLs, as in the web build: a picture on another site would tell it
 * when the page showed it. Pictures on the API host, whichever it is, reach the pages as `data:`
 * URLs fetched by the worker (src/platform/extension/pictureFetch.ts). Calls go to the package and
 * to what an API host may be (src/platform/http/apiHost.ts: any https origin, or plain http on a
 * loopback host): the worker makes them, under this policy too.
 */
export const EXTENSION_PAGES_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:* http://[::1]:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const icons = { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png', 48: 'icons/icon-48.png', 128: 'icons/icon-128.png' };

/** The browsers the extension is built for: one description, and this switch. */
export type ExtensionBrowser = 'chrome' | 'firefox';

/** `vite build --mode firefox` builds for Firefox; every other extension build is Chrome's and Edge's. */
export const browserOf = (mode: string): ExtensionBrowser => (mode === 'firefox' ? 'firefox' : 'chrome');

const BACKGROUND = 'src/platform/extension/background.ts';

/** The add-on's id in Firefox: fixed, so storage, permissions and the moz-extension origin survive an update. */
export const GECKO_ID = 'vehicle-admin-console@back-office.example';
/** Firefox ESR 128: the first with `optional_host_permissions` in Manifest V3. */
export const FIREFOX_MIN_VERSION = '128.0';

/**
 * Manifest V3 for `browser`. Names come from _locales (generated from locales/).
 * - Chrome and Edge: the side panel, a service worker. Chrome 116 is the first with
 *   sidePanel.setPanelBehavior/getPanelBehavior; storage.session and optional host permissions are older.
 * - Firefox: the sidebar (`sidebar_action`), a background event page (`background.scripts`), and
 *   the add-on's id. Firefox has no side panel permission and no `externally_connectable`: no web
 *   page can message an add-on there, and the worker answers no other extension either
 *   (protocol.ts `isOwnSender`). The add-on collects no data.
 */
interface Command {
  suggested_key: { default: string; mac: string };
  description: string;
}

export function extensionManifest(browser: ExtensionBrowser, apiBase: string | undefined) {
  const common = {
    manifest_version: 3 as const,
    name: '__MSG_appName__',
    short_name: '__MSG_appShortName__',
    description: '__MSG_appDescription__',
    default_locale: 'zh_CN',
    version: pkg.version,
    icons,
    action: { default_title: '__MSG_actionTitle__', default_icon: icons },
    options_ui: { page: OPTIONS_PAGE, open_in_tab: true },
    // contextMenus: "Look up in console" on selected text; activeTab + scripting: the lookup command
    // reads the selection of the tab it was pressed in, and no other; alarms: the toolbar badge's count.
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms'],
    // notifications: a watched case that changed; asked for on the first Watch (the badge and the panel
    // show changes without it).
    optional_permissions: ['notifications'],
    host_permissions: hostPermissions(apiBase),
    // An administrator may point the console at another host: asked for at run time, on the options
    // page. Plain http only on loopback (src/platform/http/apiHost.ts).
    optional_host_permissions: ['https://*/*', ...LOOPBACK_HOST_PERMISSIONS],
    // Extension pages run only the package's own scripts: no inline script, no eval, no remote code.
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
  };
  const lookupCommand = {
    suggested_key: { default: 'Alt+Shift+L', mac: 'Alt+Shift+L' },
    description: '__MSG_commandLookup__',
  };
  const openKey = { default: 'Alt+Shift+M', mac: 'Alt+Shift+M' };
  if (browser === 'firefox') {
    return {
      ...common,
      // The toolbar button toggles the sidebar (background.ts); the key opens it.
      sidebar_action: {
        default_panel: PANEL_PAGE,
        default_title: '__MSG_appShortName__',
        default_icon: icons,
        open_at_install: false,
      },
      background: { scripts: [BACKGROUND], type: 'module' as const },
      commands: {
        _execute_sidebar_action: { suggested_key: openKey, description: '__MSG_commandOpen__' },
        'lookup-selection': lookupCommand,
      } as Record<string, Command>,
      browser_specific_settings: {
        gecko: {
          id: GECKO_ID,
          strict_min_version: FIREFOX_MIN_VERSION,
          data_collection_permissions: { required: ['none' as const] },
        },
      },
    };
  }
  return {
    ...common,
    minimum_chrome_version: '116',
    side_panel: { default_path: PANEL_PAGE },
    background: { service_worker: BACKGROUND, type: 'module' as const },
    commands: {
      _execute_action: { suggested_key: openKey, description: '__MSG_commandOpen__' },
      'lookup-selection': lookupCommand,
    } as Record<string, Command>,
    permissions: ['sidePanel', ...common.permissions],
    // No other extension and no web page may message the worker.
    externally_connectable: { ids: [] as string[] },
  };
}

export default defineManifest((env) => extensionManifest(browserOf(env.mode), process.env.VITE_EXTENSION_API_BASE));
