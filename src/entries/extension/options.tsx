import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import { createI18n, switchLanguage } from '../../core/i18n/i18n.ts';
import { languageFromBrowser } from '../../contract/language.ts';
import { APP_STATE_KEY, SETTINGS_KEY } from '../../core/settings/settings.ts';
import { readAppState, readSettings } from '../../core/settings/settings.ts';
import { applyPalette, isDark, prefersDark } from '../../core/settings/applyTheme.ts';
import { OptionsApp } from './OptionsApp.tsx';
import './options.css';

/** The console's theme (light, dark or the system's) and colour, as the side panel shows them. */
function applyLook(stored: unknown): void {
  const settings = readSettings(stored);
  const dark = isDark(settings.theme, prefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  applyPalette(document.documentElement, settings.themeColor, dark);
}

async function start() {
  const stored = await browser.storage.local
    .get([APP_STATE_KEY, SETTINGS_KEY])
    .catch(() => ({}) as Record<string, unknown>);
  // The console's language, or the browser's until the console has stored one.
  const language = readAppState(
    stored[APP_STATE_KEY],
    languageFromBrowser(navigator.languages ?? [navigator.language]),
  ).language;
  applyLook(stored[SETTINGS_KEY]);
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  document.title = i18n.t('options.title');
  // A change made in the side panel (theme, colour, language) shows here at once.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local') return;
    if (SETTINGS_KEY in changes) applyLook(changes[SETTINGS_KEY]?.newValue);
    const app = changes[APP_STATE_KEY];
    if (app) {
      const next = readAppState(app.newValue, i18n.language as typeof language).language;
      if (next !== i18n.language) {
        void switchLanguage(i18n, next).then(
          () => {
            document.documentElement.lang = next;
            document.title = i18n.t('options.title');
          },
          () => undefined,
        );
      }
    }
  });
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <OptionsApp i18n={i18n} />
    </StrictMode>,
  );
}

void start();
