import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };

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
      const url = new URL(apiBase);
      hosts.push(`${url.protocol}//${url.hostname}/*`);
    } catch {
      // An invalid build setting adds nothing.
    }
  }
  return [...new Set(hosts)];
}

/** The extension pages' Content-Security-Policy (stricter than Manifest V3's default). */
export const EXTENSION_PAGES_CSP =
  "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const icons = { 16: 'icons/icon-16.png', 32: 'icons/icon-32.png', 48: 'icons/icon-48.png', 128: 'icons/icon-128.png' };

/**
 * Manifest V3. Names come from _locales (generated from locales/). Chrome 116 is the first with
 * sidePanel.setPanelBehavior/getPanelBehavior; storage.session and optional host permissions are older.
 */
export default defineManifest(() => ({
  manifest_version: 3,
  name: '__MSG_appName__',
  short_name: '__MSG_appShortName__',
  description: '__MSG_appDescription__',
  default_locale: 'zh_CN',
  version: pkg.version,
  minimum_chrome_version: '116',
  icons,
  action: { default_title: '__MSG_actionTitle__', default_icon: icons },
  side_panel: { default_path: 'src/platform/extension/sidepanel.html' },
  options_ui: { page: 'src/platform/extension/options.html', open_in_tab: true },
  background: { service_worker: 'src/platform/extension/background.ts', type: 'module' as const },
  commands: {
    _execute_action: {
      suggested_key: { default: 'Alt+Shift+M', mac: 'Alt+Shift+M' },
      description: '__MSG_commandOpen__',
    },
    'lookup-selection': {
      suggested_key: { default: 'Alt+Shift+L', mac: 'Alt+Shift+L' },
      description: '__MSG_commandLookup__',
    },
  },
  // contextMenus: "Look up in console" on selected text; activeTab + scripting: the lookup command
  // reads the selection of the tab it was pressed in, and no other; alarms: the toolbar badge's count.
  permissions: ['sidePanel', 'storage', 'contextMenus', 'activeTab', 'scripting', 'alarms'],
  host_permissions: hostPermissions(process.env.VITE_EXTENSION_API_BASE),
  // An administrator may point the console at another host: asked for at run time, on the options
  // page. Plain http only on loopback (src/platform/http/apiHost.ts).
  optional_host_permissions: ['https://*/*', ...LOOPBACK_HOST_PERMISSIONS],
  // No other extension and no web page may message the worker.
  externally_connectable: { ids: [] as string[] },
  // Extension pages run only the package's own scripts: no inline script, no eval, no remote code.
  content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
}));
