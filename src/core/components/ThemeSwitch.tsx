import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { PlainButton } from './plain/PlainButton.tsx';
import { useServices } from '../kernel/services.ts';
import { isDark, prefersDark } from '../settings/applyTheme.ts';

/** Light or dark in one click (the settings panel offers "follow system" too). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { settings } = useServices();
  const theme = useStore(settings.store, (s) => s.settings.theme);
  const dark = isDark(theme, prefersDark());
  return (
    <PlainButton
      type="button"
      text
      data-replay="toggle"
      icon={dark ? 'pi pi-sun' : 'pi pi-moon'}
      aria-label={dark ? t('settings.toLight') : t('settings.toDark')}
      title={dark ? t('settings.toLight') : t('settings.toDark')}
      onClick={() => settings.update({ theme: dark ? 'light' : 'dark' })}
    />
  );
}
