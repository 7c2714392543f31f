import { createContext, useContext } from 'react';
import type { i18n } from 'i18next';
import type { Platform } from '../../contract/platform.ts';
import type { ApiClient } from '../api/client.ts';
import type { Notifier, Progress, Session, SettingsStore, TabsStore } from './ports.ts';

/** What every screen may use; created once per console by `startConsole`. */
export interface Services {
  platform: Platform;
  api: ApiClient;
  session: Session;
  notifier: Notifier;
  i18n: i18n;
  tabs: TabsStore;
  progress: Progress;
  settings: SettingsStore;
  /**
   * Starts loading the signed-in console (its code and texts) and the screen a sign-in lands on,
   * as the sign-in is submitted: the app knows its loading plan, the sign-in screen only asks.
   */
  preloadSignedIn(): void;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}
