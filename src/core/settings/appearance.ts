import type { i18n } from 'i18next';
import type { Language } from '../../contract/constants.ts';

import { switchLanguage } from '../i18n/i18n.ts';
import { applyLook, prefersDark } from './applyTheme.ts';
import type { SettingsStore } from '../kernel/ports.ts';

/**
 * Keeps the page in step with the settings: theme (light, dark, auto following the system and its
 * changes), theme colour, size and language — also when another page changes them.
 */
export function applyAppearance(
  settings: SettingsStore,
  i18n: i18n,
  applyLocale: (language: Language) => void,
): () => void {
  const root = document.documentElement;
  let systemDark = prefersDark();
  // The page's language and PrimeReact's follow the texts actually shown.
  const showLanguage = (language: string) => {
    root.lang = language;
    applyLocale(language as Language);
  };
  showLanguage(i18n.language);
  i18n.on('languageChanged', showLanguage);
  // The first look comes at once; a later switch of theme waits for its sheet (see applyDark).
  let first = true;
  const apply = () => {
    const { settings: s, app } = settings.store.getState();
    applyLook(root, s, app, systemDark, first);
    first = false;
    // Changed on another page: follow once the texts are here; if they cannot load, stay as is.
    if (i18n.language !== app.language) switchLanguage(i18n, app.language).catch(() => undefined);
  };
  apply();
  const unsubscribe = settings.store.subscribe(apply);
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const onSystemChange = (event: MediaQueryListEvent) => {
    systemDark = event.matches;
    apply();
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', showLanguage);
    media?.removeEventListener('change', onSystemChange);
  };
}
