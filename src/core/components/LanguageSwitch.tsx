import { useTranslation } from 'react-i18next';
import { PlainButton } from './plain/PlainButton.tsx';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../contract/constants.ts';
import { useLanguageSwitch } from '../settings/useLanguageSwitch.ts';

const NAMES: Record<Language, string> = { 'zh-cn': '中文', en: 'EN' };

/**
 * A one-click switch to the other language (SPEC 4). `compact` (the side panel's width): the icon
 * alone, named for screen readers and on hover, so the screen's title keeps its room.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useLanguageSwitch();
  const next = LANGUAGES.find((language) => language !== i18n.language) ?? 'zh-cn';
  return (
    <PlainButton
      type="button"
      text
      data-replay="toggle"
      className={className}
      icon="pi pi-language"
      label={compact ? undefined : NAMES[next]}
      aria-label={`${t('navbar.language')}: ${LANGUAGE_NAMES[next]}`}
      title={compact ? `${t('navbar.language')}: ${LANGUAGE_NAMES[next]}` : undefined}
      onClick={() => void switchLanguage(next)}
    />
  );
}
