import { defineManifest } from '@crxjs/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/** Hosts the extension may call without asking: the local reference server, plus the build's API host. */
export function hostPermissions(apiBase: string | undefined): string[] {
  const hosts = ['http://127.0.0.1/*', 'http://localhost/*'];
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

export default defineManifest(() => ({
  manifest_version: 3,
  name: '选车出行服务管理后台',
  short_name: 'Management Platform',
  description: 'Back-office console of the vehicle platform, beside your other tools in the side panel.',
  version: pkg.version,
  minimum_chrome_version: '116',
  action: { default_title: 'Management Platform' },
  side_panel: { default_path: 'src/platform/extension/sidepanel.html' },
  background: { service_worker: 'src/platform/extension/background.ts', type: 'module' as const },
  permissions: ['sidePanel', 'storage'],
  host_permissions: hostPermissions(process.env.VITE_EXTENSION_API_BASE),
}));
