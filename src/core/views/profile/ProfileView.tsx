import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/useSession.ts';
import { displayName } from '../../session/userInfo.ts';
import type { ScreenProps } from '../../app/ScreenOutlet.tsx';

/** The personal centre: who is signed in. */
export default function ProfileView(_: ScreenProps) {
  const { t } = useTranslation();
  const userInfo = useSession((s) => s.nav?.userInfo ?? null);
  return (
    <section aria-label={t('route.profile')}>
      <h2>{displayName(userInfo)}</h2>
    </section>
  );
}
