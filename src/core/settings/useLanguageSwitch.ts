import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services.ts';
import type { Language } from '../config/constants.ts';

/** Switches the language (and PrimeReact's locale with it) and confirms it: 'Switch Language Successful!' (SPEC 4). */
export function useLanguageSwitch(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const { settings, notifier } = useServices();
  return async (language) => {
    if (settings.store.getState().app.language === language) return;
    settings.updateApp({ language });
    await i18n.changeLanguage(language);
    notifier.show({ channel: 'toast', severity: 'success', text: i18n.t('common.switchLanguageSuccess') });
  };
}
