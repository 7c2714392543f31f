import type { i18n } from 'i18next';
import type { Language } from '../config/constants.ts';
import type { SettingsStore } from './settingsStore.ts';
import { applyDark, applyPalette, applySize, isDark, prefersDark } from './applyTheme.ts';

/**
 * Keeps the page in step with the settings: theme (light, dark, auto following the system and its
 * changes), theme colour, size and language — also when another page changes them.
 */
export function applyAppearance(settings: SettingsStore, i18n: i18n, applyLocale: (language: Language) => void): () => void {
  const root = document.documentElement;
  let systemDark = prefersDark();
  const apply = () => {
    const { settings: s, app } = settings.store.getState();
    const dark = isDark(s.theme, systemDark);
    applyPalette(root, s.themeColor, dark);
    void applyDark(root, dark);
    applySize(root, app.size);
    root.lang = app.language;
    applyLocale(app.language);
    if (i18n.language !== app.language) void i18n.changeLanguage(app.language);
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
    media?.removeEventListener('change', onSystemChange);
  };
}
