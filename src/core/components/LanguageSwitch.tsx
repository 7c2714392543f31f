import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { LANGUAGES, type Language } from '../config/constants.ts';
import { useServices } from '../app/services.ts';
import { saveLanguage } from '../i18n/language.ts';

const NAMES: Record<Language, string> = { 'zh-cn': '中文', en: 'EN' };

/** Switches between Chinese and English and confirms it (SPEC 4). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { platform, notifier } = useServices();
  const current = i18n.language as Language;
  const next = LANGUAGES.find((language) => language !== current) ?? 'zh-cn';
  const change = async () => {
    await i18n.changeLanguage(next);
    document.documentElement.lang = next;
    await saveLanguage(platform, next).catch(() => undefined);
    notifier.show({ channel: 'toast', severity: 'success', text: t('common.switchLanguageSuccess', { lng: next }) });
  };
  return (
    <Button
      type="button"
      text
      className={className}
      icon="pi pi-language"
      label={NAMES[next]}
      aria-label={`${t('navbar.language')}: ${t('common.languageName', { lng: next })}`}
      onClick={() => void change()}
    />
  );
}
