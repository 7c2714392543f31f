import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { useDraft } from './useDraft.ts';
import './draftNotice.css';

/**
 * What a form says about a kept draft: an offer to restore it (from an earlier visit), or that it
 * was restored (after the session ended); and which fields changed on the server since it began.
 */
export function DraftNotice({
  draft,
  labelOf,
}: {
  /** The form's draft (useDraft): its offer, and Restore, Discard and Close. */
  draft: Pick<ReturnType<typeof useDraft>, 'offer' | 'restore' | 'forget' | 'dismiss'> & { read?: boolean };
  /** A field's name as the form labels it. */
  labelOf: (field: string) => string;
}) {
  const { offer } = draft;
  const { t, i18n } = useTranslation();
  // Once the kept draft was looked for, the form says so to whoever checks that none is offered.
  if (!offer) return draft.read ? <span hidden data-draft-read="" /> : null;
  const at = new Date(offer.draft.savedAt);
  const time = at.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const day = at.toDateString() === new Date().toDateString() ? time : at.toLocaleString(i18n.language);
  const changed = offer.changedOnServer.map(labelOf).join(', ');
  return (
    <div className={`draft-notice is-${offer.kind}`} role="status" data-draft-read="">
      <p>
        {offer.kind === 'offer' ? t('drafts.offer', { time: day }) : t('drafts.restored')}
        {changed ? (
          <strong className="draft-notice__changed"> {t('drafts.changedOnServer', { fields: changed })}</strong>
        ) : null}
      </p>
      {offer.kind === 'offer' ? (
        <span className="draft-notice__buttons">
          <Button type="button" size="small" label={t('drafts.restore')} onClick={draft.restore} />
          <Button type="button" size="small" text label={t('drafts.discard')} onClick={draft.forget} />
        </span>
      ) : (
        <Button type="button" size="small" text label={t('common.close')} onClick={draft.dismiss} />
      )}
    </div>
  );
}
