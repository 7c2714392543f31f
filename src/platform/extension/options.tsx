import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import browser from 'webextension-polyfill';
import { createI18n, isLanguage, languageFromBrowser } from '../../core/i18n/i18n.ts';
import { APP_STATE_KEY } from '../../core/settings/settingsStore.ts';
import { OptionsApp } from './OptionsApp.tsx';
import './options.css';

async function start() {
  const stored = (await browser.storage.local.get(APP_STATE_KEY))[APP_STATE_KEY] as { language?: unknown } | undefined;
  const language = isLanguage(stored?.language) ? stored.language : languageFromBrowser(navigator.languages ?? [navigator.language]);
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  document.title = i18n.t('options.title');
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <OptionsApp i18n={i18n} />
    </StrictMode>,
  );
}

void start();
