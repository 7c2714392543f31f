import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { PlainButton } from './plain/PlainButton.tsx';
import { useServices } from '../kernel/services.ts';
import { isDark, prefersDark } from '../settings/applyTheme.ts';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const subscribeSystem = (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => undefined;
  const media = matchMedia(SYSTEM_DARK);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * Light or dark in one click, on the sign-in page and in the header. Until a person chooses, the
 * theme may follow the system ("auto"): the icon then follows the system too. The settings panel
 * offers "System" again.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { settings } = useServices();
  const theme = useStore(settings.store, (s) => s.settings.theme);
  const systemDark = useSyncExternalStore(subscribeSystem, prefersDark, () => false);
  const dark = isDark(theme, systemDark);
  return (
    <PlainButton
      type="button"
      text
      data-replay="toggle"
      className={className}
      icon={dark ? 'pi pi-sun' : 'pi pi-moon'}
      aria-label={dark ? t('settings.toLight') : t('settings.toDark')}
      title={dark ? t('settings.toLight') : t('settings.toDark')}
      onClick={() => settings.update({ theme: dark ? 'light' : 'dark' })}
    />
  );
}
