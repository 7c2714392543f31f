import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useServices } from '../../kernel/services.ts';
import { ticketSummary, type TicketSummary } from '../ticketSummary.ts';
import type { RecordData, ResourceDef } from '../types.ts';

type Summarised = Pick<ResourceDef, 'fields' | 'ticketSummary' | 'item' | 'titleField'>;
type Recordish = Partial<RecordData> & Record<string, unknown>;

/** The agent's time zone as the browser knows it (IANA name), or UTC when it names none. */
function agentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Puts the summary on the clipboard as HTML and plain text where the browser takes both, else as text. */
async function writeSummary(summary: TicketSummary): Promise<void> {
  const clipboard = navigator.clipboard;
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    try {
      const blob = (text: string, type: string) => new Blob([text], { type });
      await clipboard.write([
        new ClipboardItem({
          'text/plain': blob(summary.text, 'text/plain'),
          'text/html': blob(summary.html, 'text/html'),
        }),
      ]);
      return;
    } catch {
      // Some browsers refuse HTML on the clipboard: plain text below.
    }
  }
  await clipboard.writeText(summary.text);
}

/** "Copy for ticket" for records of an area: the summary on the clipboard and a notice saying what. */
export function useCopyForTicket() {
  const { t, i18n } = useTranslation();
  const { notifier } = useServices();
  return async (def: Summarised, records: readonly Recordish[]) => {
    if (records.length === 0) return;
    const summary = ticketSummary(def, records, {
      t: (key, values) => t(key, values ?? {}),
      language: i18n.language,
      timeZone: agentTimeZone(),
    });
    try {
      await writeSummary(summary);
      notifier.show({ channel: 'toast', severity: 'success', text: t('ticket.copied', { what: summary.what }) });
    } catch {
      // Without the clipboard the summary is shown to copy by hand.
      notifier.show({
        channel: 'notice',
        severity: 'info',
        title: t('ticket.copy'),
        text: t('ticket.manual', { text: summary.text }),
      });
    }
  };
}

/** The button: labelled, or an icon with the same name described by what it copies (a compact card). */
export function CopyForTicketButton({
  def,
  records,
  compact,
  size,
}: {
  def: Summarised;
  records: readonly Recordish[];
  /** An icon button; `describedBy`: the id of the element naming the record. */
  compact?: { describedBy: string };
  size?: 'small';
}) {
  const { t } = useTranslation();
  const copy = useCopyForTicket();
  const onClick = () => void copy(def, records);
  if (compact)
    return (
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-copy"
        aria-label={t('ticket.copy')}
        aria-describedby={compact.describedBy}
        title={t('ticket.copy')}
        onClick={onClick}
      />
    );
  return (
    <Button
      type="button"
      outlined
      icon="pi pi-copy"
      label={t('ticket.copy')}
      {...(size ? { size } : {})}
      onClick={onClick}
    />
  );
}
