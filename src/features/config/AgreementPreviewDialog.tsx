import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { useServices } from '../../core/kernel/services.ts';
import { resourceApi } from '../../core/resources/convention.ts';
import { findOption } from '../../core/resources/format.ts';
import type { CustomActionProps } from '../../core/resources/types.ts';
import { ReturnFocus } from '../../core/components/ReturnFocus.tsx';

/**
 * An agreement as a reader sees it. The content is rendered as text (React escapes it): markup
 * typed into an agreement is shown, never interpreted, so a stored script cannot run here.
 */
export function AgreementPreviewDialog({ def, record, onClose }: CustomActionProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [agreement, setAgreement] = useState(record);
  useEffect(() => {
    let live = true;
    resourceApi(api, def)
      .info(record.id)
      .then((fresh) => {
        if (live && fresh) setAgreement(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, def, record.id]);
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
