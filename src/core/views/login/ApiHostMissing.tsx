import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';

/**
 * In place of the sign-in form while the shell has no API host (the extension's store package before
 * its options page set one): where to set it, and, where the shell can open that page, a button to it.
 */
export function ApiHostMissing({ openSettings }: { openSettings: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="login-card__setup">
      <p className="login-card__notice" role="alert">
        {t('login.apiHostMissing')}
      </p>
      {openSettings ? <Button type="button" label={t('login.openSettings')} onClick={openSettings} /> : null}
    </div>
  );
}
