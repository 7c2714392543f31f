import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { PUBLIC_PATHS } from '../../config/constants.ts';

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
        <Checkbox
          inputId={`${id}-remember`}
          checked={remember}
          onChange={(e) => onRememberChange(Boolean(e.checked))}
        />
        <label htmlFor={`${id}-remember`}>{t('login.rememberMe')}</label>
      </div>
      <a href={`#${PUBLIC_PATHS.password}`} className="login-card__link">
        {t('login.forgotPassword')}
      </a>
    </div>
  );
}
