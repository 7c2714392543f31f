import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { findOption } from '../../core/resources/format.ts';
import type { CustomActionProps } from '../../core/resources/types.ts';
import { ReturnFocus } from '../../core/components/ReturnFocus.tsx';
import { useRecordRead } from '../../core/resources/components/ResourceDetail.tsx';

/**
 * An agreement as a reader sees it. The content is rendered as text (React escapes it): markup
 * typed into an agreement is shown, never interpreted, so a stored script cannot run here.
 */
export function AgreementPreviewDialog({ def, record, onClose }: CustomActionProps) {
  const { t } = useTranslation();
  const agreement = useRecordRead(def, record.id).data ?? record;
  const type = findOption(def.fields.find((f) => f.key === 'type') ?? { type: 'enum' }, agreement.type);
  const title = String(agreement.title ?? '');
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('resources.agreement.previewTitle', { title })}
      className="resource-dialog"
      style={{ width: 'min(44rem, 96vw)' }}
    >
      <ReturnFocus />
      <article className="agreement-preview" aria-label={title}>
        <h3>{title}</h3>
        <p className="agreement-preview__meta">
          {type ? t(type.label) : ''} · {String(agreement.version ?? '')} ·{' '}
          {t('resources.agreement.publishedOn', { time: String(agreement.publishedAt ?? '') })}
        </p>
        <div className="resource-prose">{String(agreement.content ?? '')}</div>
      </article>
    </Dialog>
  );
}
