import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useServices } from '../../core/kernel/services.ts';
import { FormField } from '../../core/components/FormField.tsx';
import { useUnsavedChanges } from '../../core/kernel/unsaved.ts';
import type { PasswordChangeField } from '../login/validation.ts';
import { formElementProps, usePasswordChange } from '../login/usePasswordChange.ts';

const FIELDS: readonly PasswordChangeField[] = ['current', 'newPassword', 'confirm'];
const LABELS: Record<PasswordChangeField, string> = {
  current: 'profile.currentPassword',
  newPassword: 'profile.newPassword',
  confirm: 'profile.confirmPassword',
};
const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  current: 'current-password',
  newPassword: 'new-password',
  confirm: 'new-password',
};

/**
 * Change password from the personal centre. Success: a confirmation and an empty form (the server
 * keeps this session); a refusal keeps what was typed.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { notifier } = useServices();
  const change = usePasswordChange({
    fields: FIELDS,
    idPrefix: 'profile',
    onChanged: () => {
      notifier.show({ channel: 'toast', severity: 'success', text: t('profile.changed') });
      change.reset();
    },
  });
  // Leaving the personal centre with passwords typed asks first (they are never kept as a draft).
  useUnsavedChanges(FIELDS.some((field) => String(change.values[field] ?? '') !== ''));

  return (
    <form className="profile-password" {...formElementProps(change)} aria-labelledby="profile-password-heading">
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={change.id(field)}
          label={t(LABELS[field])}
          required={change.isRequired(field)}
          error={change.errors[field]}
        >
          <InputText type="password" autoComplete={AUTOCOMPLETE[field]} {...change.input(field)} />
        </FormField>
      ))}
      <Button type="submit" label={t('profile.submit')} loading={change.busy} disabled={change.busy} />
    </form>
  );
}
