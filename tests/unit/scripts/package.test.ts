import { describe, expect, it } from 'vitest';
import { FIREFOX_DIR, FIREFOX_ZIP_PATH, packageExtension, storeManifest, ZIP_PATH } from '../../../scripts/package.ts';
import { extensionManifest } from '../../../manifest.config.ts';

describe('store package — the manifest grants no loopback host', () => {
  it('drops loopback host permissions and plain http, keeps the deployment host', () => {
    const store = storeManifest({
      name: 'x',
      host_permissions: ['http://127.0.0.1/*', 'http://localhost/*', 'https://api.example.com/*'],
      optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*', 'http://*/*'],
    });
    expect(store).toEqual({
      name: 'x',
      host_permissions: ['https://api.example.com/*'],
      optional_host_permissions: ['https://*/*'],
    });
  });

  it('leaves host_permissions out when nothing is left', () => {
    const store = storeManifest({
      host_permissions: ['http://127.0.0.1/*', 'http://localhost:8790/*', '*://[::1]/*'],
      optional_host_permissions: ['https://*/*'],
    });
    expect(store).not.toHaveProperty('host_permissions');
  });
});

describe('store package — Firefox gets the same store manifest', () => {
  it('drops the loopback grants from the Firefox manifest and keeps what makes it a Firefox add-on', () => {
    const firefox = extensionManifest('firefox', undefined) as Record<string, unknown>;
    const store = storeManifest(firefox);
    expect(store).not.toHaveProperty('host_permissions');
    expect(store.optional_host_permissions).toEqual(['https://*/*']);
    expect(store.browser_specific_settings).toEqual(firefox.browser_specific_settings);
    expect(store.sidebar_action).toEqual(firefox.sidebar_action);
    expect(store.background).toEqual(firefox.background);
  });

  it('names each zip after its browser, and refuses a build that is not there', () => {
    expect(ZIP_PATH).toMatch(/^dist\/console-extension-\d+\.\d+\.\d+\.zip$/);
    expect(FIREFOX_ZIP_PATH).toMatch(/^dist\/console-firefox-\d+\.\d+\.\d+\.zip$/);
    expect(FIREFOX_DIR).toBe('dist/firefox');
    expect(() => packageExtension('dist/no-such-build', 'dist/x.zip')).toThrow('npm run build:firefox');
  });
});
