import { useTranslation } from 'react-i18next';
import { useServices } from '../kernel/services.ts';
import type { Language } from '../../contract/constants.ts';
import { switchLanguage } from '../i18n/i18n.ts';

/**
 * Switches the language (and PrimeReact's locale with it) and confirms it: 'Switch Language
 * Successful!' (SPEC 4). The new language's texts load first; if they cannot, the page stays as it
 * is and says so in the current language.
 */
export function useLanguageSwitch(): (language: Language) => Promise<void> {
  useTranslation(); // re-renders the caller when the language changes
  // The instance itself: react-i18next hands components a copy, whose language a switch would not move.
  const { settings, notifier, i18n } = useServices();
  return async (language) => {
    // Compared with what is shown: the saved setting can be ahead of it while texts load.
    if (i18n.language === language && settings.store.getState().app.language === language) return;
    try {
      await switchLanguage(i18n, language);
    } catch {
      notifier.show({ channel: 'toast', severity: 'error', text: i18n.t('errors.languageFailed') });
      return;
    }
    if (i18n.language !== language) return; // a later switch won
    settings.updateApp({ language });
    notifier.show({ channel: 'toast', severity: 'success', text: i18n.t('common.switchLanguageSuccess') });
  };
}
