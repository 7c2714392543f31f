import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../core/components/plain/PlainButton.tsx';
import { PlainCheckbox } from '../../core/components/plain/PlainCheckbox.tsx';
import { PUBLIC_PATHS } from '../../contract/constants.ts';

/** Remember me (where the token is kept) and the way to the password reset. */
export function LoginOptions({
  id,
  remember,
  onRememberChange,
}: {
  id: string;
  remember: boolean;
  onRememberChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="login-card__options">
      <div className="checkbox-field">
        <PlainCheckbox inputId={`${id}-remember`} checked={remember} onChange={onRememberChange} />
        <label htmlFor={`${id}-remember`}>{t('login.rememberMe')}</label>
      </div>
      <a href={`#${PUBLIC_PATHS.password}`} className="login-card__link">
        {t('login.forgotPassword')}
      </a>
    </div>
  );
}

/** The sign-in forms' submit button: one press at a time, saying it is signing in. */
export function SignInButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <PlainButton
      type="submit"
      className="login-card__submit"
      label={busy ? t('login.submitting') : t('login.submit')}
      loading={busy}
      disabled={busy}
      // What the drawn copy of this button says once it has sent the sign-in (entries/web/prepaint/earlySignIn.ts).
      data-busy-label={t('login.submitting')}
    />
  );
}
