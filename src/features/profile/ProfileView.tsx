import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/kernel/useSession.ts';
import { displayName } from '../../core/session/userInfo.ts';
import type { ScreenProps } from '../../core/routes/types.ts';
import { profileRows, type ProfileField } from './profileFields.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import './profile.css';

const LABELS: Record<ProfileField, string> = {
  nickname: 'profile.nickname',
  userName: 'profile.userName',
  mobile: 'profile.mobile',
  email: 'profile.email',
  roles: 'profile.roles',
};

/** The personal centre: the signed-in account as the nav answer describes it, and a password change. */
export default function ProfileView(_: ScreenProps) {
  const { t } = useTranslation();
  const userInfo = useSession((s) => s.nav?.userInfo ?? null);
  const name = displayName(userInfo);
  return (
    <section className="profile" aria-labelledby="profile-heading">
      <header className="profile__header">
        <span className="profile__avatar" aria-hidden="true">
          {[...name][0] ?? '?'}
        </span>
        <h2 id="profile-heading" className="profile__name">
          {name}
        </h2>
      </header>
      <div className="profile__panels">
        <section className="profile__panel" aria-labelledby="profile-account-heading">
          <h3 id="profile-account-heading" className="profile__panel-heading">
            {t('profile.account')}
          </h3>
          <dl className="profile__facts">
            {profileRows(userInfo).map((row) => (
              <div key={row.field} className="profile__fact">
                <dt>{t(LABELS[row.field])}</dt>
                <dd className={row.value === null ? 'profile__fact--empty' : undefined}>
                  {row.value ?? t('profile.notSet')}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="profile__panel" aria-labelledby="profile-password-heading">
          <h3 id="profile-password-heading" className="profile__panel-heading">
            {t('profile.changePassword')}
          </h3>
          <ChangePasswordForm />
        </section>
      </div>
    </section>
  );
}
