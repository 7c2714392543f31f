import { useTranslation } from 'react-i18next';
import { useServices } from '../kernel/services.ts';
import type { Size } from '../kernel/ports.ts';

/** Switches the layout size and confirms it: 'Switch Layout Size Successful!' (SPEC 4). */
export function useSizeSwitch(): (size: Size) => void {
  const { t } = useTranslation();
  const { settings, notifier } = useServices();
  return (size) => {
    if (settings.store.getState().app.size === size) return;
    settings.updateApp({ size });
    notifier.show({ channel: 'toast', severity: 'success', text: t('settings.sizeSwitched') });
  };
}
