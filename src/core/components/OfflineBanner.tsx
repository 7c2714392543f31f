import { useTranslation } from 'react-i18next';
import { useConnection } from '../kernel/data/DataLayer.tsx';
import './readStatus.css';

/** The console's one "offline" banner: shown while the browser is offline or calls fail on the way. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { offline } = useConnection();
  return (
    <p className="offline-banner" role="status" hidden={!offline}>
      {offline ? t('connection.offline') : ''}
    </p>
  );
}
