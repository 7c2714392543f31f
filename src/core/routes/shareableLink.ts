import type { Platform } from '../../contract/platform.ts';
import { consoleLink, WEB_CONSOLE_KEY } from '../../contract/consoleLink.ts';

/**
 * The link of a console route a person can share: the web build's own address; in the extension
 * the web console's address from its options page, else the route (which Ctrl/⌘+K opens).
 */
export async function shareableLink(platform: Pick<Platform, 'kind' | 'storage'>, route: string): Promise<string> {
  if (platform.kind === 'web') {
    const page = new URL(location.href);
    page.hash = '';
    return consoleLink(page.href, route);
  }
  const stored = await platform.storage.get(WEB_CONSOLE_KEY).catch(() => null);
  return consoleLink(typeof stored === 'string' ? stored : null, route);
}
