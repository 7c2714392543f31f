import { describe, expect, it } from 'vitest';
import { storeManifest } from '../../../scripts/package.ts';

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
