import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainInput } from '../../core/components/plain/PlainInput.tsx';
import { PlainButton } from '../../core/components/plain/PlainButton.tsx';
import { useServices } from '../../core/kernel/services.ts';
import { FormField } from '../../core/components/FormField.tsx';
import { ApiError } from '../../contract/envelope.ts';
import type { PasswordChangeField } from './validation.ts';
import { formElementProps, usePasswordChange } from './usePasswordChange.ts';

export interface PasswordChangeFormProps {
  /** The password just used to sign in: changePs needs it as `password`. */
  currentPassword: string;
  onChanged: () => void;
  onCancel: () => void;
  /** The held session ended while the form was open (reported centrally). */
  onSessionLost: () => void;
}

type Field = Exclude<PasswordChangeField, 'current'>;
const FIELDS: readonly Field[] = ['newPassword', 'confirm'];

/** The login screen's password-change mode (SPEC 2): new password, confirm password, Cancel and OK. */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const { notifier } = useServices();
  const [cancelling, setCancelling] = useState(false);
  const change = usePasswordChange({
    fields: FIELDS,
    idPrefix: 'change',
    current: props.currentPassword,
    onChanged: () => {
      notifier.show({ channel: 'toast', severity: 'success', text: t('login.passwordChanged') });
      props.onChanged();
    },
    onRefused: (error) => {
      if (error instanceof ApiError && error.failure.kind === 'expired') props.onSessionLost();
    },
  });
  const busy = change.busy ? 'ok' : cancelling ? 'cancel' : null;
  const { errors } = change;

  // The screen changed under the user: take the focus to the first new field.
  useEffect(() => document.getElementById('change-newPassword')?.focus(), []);

  const cancel = () => {
    if (busy !== null) return;
    setCancelling(true);
    props.onCancel();
  };

  const input = (field: Field, autoComplete: string) => (
    <PlainInput type="password" autoComplete={autoComplete} {...change.input(field)} />
  );

  return (
    <form
      className="login-form"
      {...formElementProps(change)}
      aria-labelledby="login-heading"
      aria-describedby="change-hint"
    >
      <p id="change-hint" className="login-card__hint" role="status">
        {t('login.changeHint')}
      </p>
      <FormField
        id="change-newPassword"
        label={t('login.newPassword')}
        required={change.isRequired('newPassword')}
        error={errors.newPassword}
      >
        {input('newPassword', 'new-password')}
      </FormField>
      <FormField
        id="change-confirm"
        label={t('login.confirmPassword')}
        required={change.isRequired('confirm')}
        error={errors.confirm}
      >
        {input('confirm', 'new-password')}
      </FormField>
      <div className="login-card__actions">
        <PlainButton
          type="button"
          outlined
          label={t('login.cancel')}
          onClick={cancel}
          disabled={busy !== null}
          loading={busy === 'cancel'}
        />
        <PlainButton type="submit" label={t('login.ok')} disabled={busy !== null} loading={busy === 'ok'} />
      </div>
    </form>
  );
}
