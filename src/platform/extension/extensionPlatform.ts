import browser from 'webextension-polyfill';
import type { Platform } from '../types.ts';
import { MessageGateway } from './messageGateway.ts';
import { extensionStorage } from './extensionStorage.ts';

export function createExtensionPlatform(): Platform {
  return {
    kind: 'extension',
    gateway: new MessageGateway(),
    storage: extensionStorage('local'),
    sessionStorage: extensionStorage('session'),
    // Links open in a new browser tab, not inside the panel.
    openExternal: (url) => void browser.tabs.create({ url }),
    languages: () => navigator.languages ?? [navigator.language],
  };
}
