import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useServices } from '../../core/kernel/services.ts';
import { useSaveFeedback } from '../../core/components/useSaveFeedback.ts';
import { useUnsavedChanges } from '../../core/kernel/unsaved.ts';
import { useDraft } from '../../core/components/useDraft.ts';
import { DraftNotice } from '../../core/components/DraftNotice.tsx';
import { auditWithdrawal } from './withdrawalAudit.ts';
import { DetailList } from '../../core/resources/components/ResourceDetail.tsx';
import { CopyForTicketButton } from '../../core/resources/components/CopyForTicketButton.tsx';
import { WatchButton } from '../../core/watch/WatchButton.tsx';
import type { CustomActionProps } from '../../core/resources/types.ts';
import { ReturnFocus } from '../../core/components/ReturnFocus.tsx';

const REMARK_MAX = 200;
const NO_REMARK = { remark: '' };

/** Approves or rejects a pending withdrawal with a remark (required to reject): POST /api/business/withdrawal/audit. */
export function WithdrawalAuditDialog({ def, record, onClose, onDone }: CustomActionProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const feedback = useSaveFeedback();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const dirty = remark.trim() !== '';
  const unsaved = useUnsavedChanges(dirty);
  // The remark is kept as a draft like any form's (an ended session, a reload).
  const draft = useDraft(`resource:withdrawal:audit:${record.id}`, { remark }, NO_REMARK, dirty, (values) =>
    setRemark(typeof values.remark === 'string' ? values.remark : ''),
  );
  const close = () =>
    void unsaved.leave(() => {
      draft.forget();
      onClose();
    });
  const id = useId();

  const decide = async (approved: boolean) => {
    if (feedback.saving) return;
    if (!approved && remark.trim() === '') {
      setRemarkError(t('resources.withdrawal.remarkRequired'));
      return;
    }
    setBusy(approved ? 'approve' : 'reject');
    await draft.flush();
    const done = await feedback.save(
      () => auditWithdrawal(api, { id: record.id, approved, remark: remark.trim() }),
      approved
        ? t('resources.withdrawal.approved', { id: record.id })
        : t('resources.withdrawal.rejected', { id: record.id }),
    );
    if (done) {
      unsaved.saved();
      draft.forget();
      onDone();
    }
  };

  return (
    <Dialog
      visible
      onHide={close}
      header={t('resources.withdrawal.auditTitle', { id: record.id })}
      className="resource-dialog"
      style={{ width: 'min(34rem, 96vw)' }}
      footer={
        <div className="resource-dialog__footer">
          <CopyForTicketButton def={def} records={[record]} />
          <WatchButton area="withdrawal" record={record} name={String(record.orderNo ?? `#${record.id}`)} />
          <Button type="button" text label={t('common.cancel')} onClick={close} />
          <Button
            type="button"
            severity="danger"
            outlined
            icon="pi pi-times"
            label={t('resources.withdrawal.reject')}
            loading={feedback.saving && busy === 'reject'}
            onClick={() => void decide(false)}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('resources.withdrawal.approve')}
            loading={feedback.saving && busy === 'approve'}
            onClick={() => void decide(true)}
          />
        </div>
      }
    >
      <ReturnFocus />
      {feedback.serverError ? (
        <p className="admin-error" role="alert">
          {feedback.serverError}
        </p>
      ) : null}
      <DraftNotice draft={draft} labelOf={() => t('resources.withdrawal.auditRemark')} />
      <DetailList def={def} record={record} omit={['reviewer', 'reviewedAt', 'remark', 'userMobile']} />
      <div className="form-field resource-audit__remark">
        <label htmlFor={`${id}-remark`} className="form-field__label">
          {t('resources.withdrawal.auditRemark')}
        </label>
        <InputTextarea
          id={`${id}-remark`}
          value={remark}
          rows={3}
          maxLength={REMARK_MAX}
          onChange={(e) => {
            setRemark(e.target.value);
            setRemarkError(null);
          }}
          aria-invalid={remarkError ? true : undefined}
          aria-describedby={`${id}-remark-error ${id}-remark-hint`}
        />
        <small id={`${id}-remark-hint`} className="form-field__hint">
          {t('resources.withdrawal.remarkHint')}
        </small>
        <small id={`${id}-remark-error`} className="form-field__error" role={remarkError ? 'alert' : undefined}>
          {remarkError ?? ''}
        </small>
      </div>
    </Dialog>
  );
}
