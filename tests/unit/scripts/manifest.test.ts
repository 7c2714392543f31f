import { describe, expect, it } from 'vitest';
import { browserOf, extensionManifest, FIREFOX_MIN_VERSION, GECKO_ID, PANEL_PAGE } from '../../../manifest.config.ts';

/** One description of the extension, a browser switch: what differs between Chrome and Firefox, and what may not. */
describe('extension manifest — one description, a browser switch', () => {
  const chrome = extensionManifest('chrome', undefined) as Record<string, unknown>;
  const firefox = extensionManifest('firefox', undefined) as Record<string, unknown>;

  it('the firefox build mode selects Firefox; every other extension build is Chrome’s', () => {
    expect(browserOf('firefox')).toBe('firefox');
    expect(browserOf('extension')).toBe('chrome');
    expect(browserOf('test')).toBe('chrome');
  });

  it('Chrome: the side panel, a service worker, the toolbar button’s command, no page or extension may message it', () => {
    expect(chrome.side_panel).toEqual({ default_path: PANEL_PAGE });
    expect(chrome.background).toEqual({ service_worker: 'src/platform/extension/background.ts', type: 'module' });
    expect(chrome.permissions).toContain('sidePanel');
    expect(chrome.minimum_chrome_version).toBe('116');
    expect(chrome.externally_connectable).toEqual({ ids: [] });
    expect(Object.keys(chrome.commands as object)).toEqual(['_execute_action', 'lookup-selection']);
    for (const key of ['sidebar_action', 'browser_specific_settings']) expect(chrome).not.toHaveProperty(key);
  });

  it('Firefox: the sidebar, a background event page, its own id and ESR 128, no data collected', () => {
    expect(firefox.sidebar_action).toEqual({
      default_panel: PANEL_PAGE,
      default_title: '__MSG_appShortName__',
      default_icon: chrome.icons,
      open_at_install: false,
    });
    expect(firefox.background).toEqual({ scripts: ['src/platform/extension/background.ts'], type: 'module' });
    expect(firefox.browser_specific_settings).toEqual({
      gecko: { id: GECKO_ID, strict_min_version: '128.0', data_collection_permissions: { required: ['none'] } },
    });
    expect(FIREFOX_MIN_VERSION).toBe('128.0');
    expect(GECKO_ID).toMatch(/^[a-z0-9-]+@[a-z0-9.-]+$/);
    // The key opens the sidebar; the lookup key is the same as in Chrome.
    expect(firefox.commands).toEqual({
      _execute_sidebar_action: {
        suggested_key: { default: 'Alt+Shift+M', mac: 'Alt+Shift+M' },
        description: '__MSG_commandOpen__',
      },
      'lookup-selection': (chrome.commands as Record<string, unknown>)['lookup-selection'],
    });
    // Keys Firefox does not know are left out (addons-linter warns on each).
    for (const key of ['side_panel', 'minimum_chrome_version', 'externally_connectable'])
      expect(firefox).not.toHaveProperty(key);
    expect(firefox.permissions).not.toContain('sidePanel');
  });

  it('everything else is the same description in both browsers', () => {
    const shared = (manifest: Record<string, unknown>) => {
      const copy = { ...manifest };
      for (const key of [
        'side_panel',
        'sidebar_action',
        'background',
        'commands',
        'minimum_chrome_version',
        'externally_connectable',
        'browser_specific_settings',
      ])
        delete copy[key];
      copy.permissions = (copy.permissions as string[]).filter((permission) => permission !== 'sidePanel');
      return copy;
    };
    expect(shared(firefox)).toEqual(shared(chrome));
    expect(firefox.permissions).toEqual(['storage', 'contextMenus', 'activeTab', 'scripting', 'alarms']);
    expect(firefox.optional_host_permissions).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
    expect(firefox.options_ui).toEqual({ page: 'src/platform/extension/options.html', open_in_tab: true });
  });

  it('extension pages allow nothing unless named, and show pictures from the package and data:/blob: URLs only, in both browsers', () => {
    for (const manifest of [chrome, firefox]) {
      const policy = (manifest.content_security_policy as { extension_pages: string }).extension_pages;
      const directives = policy.split(';').map((directive) => directive.trim());
      expect(directives[0]).toBe("default-src 'none'");
      expect(directives).toContain("img-src 'self' data: blob:");
      expect(directives).toContain("script-src 'self'");
      expect(directives).toContain("object-src 'none'");
      // Calls only to the package and to what an API host may be (apiHost.ts): https, or loopback http.
      expect(directives).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:* http://[::1]:*");
      for (const directive of directives.filter((d) => !d.startsWith('connect-src')))
        expect(directive).not.toMatch(/https?:|\*|unsafe-eval/);
    }
  });

  it('the deployment host is granted in both', () => {
    for (const browser of ['chrome', 'firefox'] as const)
      expect(extensionManifest(browser, 'https://api.example.com/base').host_permissions).toContain(
        'https://api.example.com/*',
      );
  });
});
