import { useTranslation } from 'react-i18next';
import './readStatus.css';

/** `HH:mm` of a local time, as both languages write a clock. */
export const clock = (at: Date): string =>
  `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

/**
 * One line over what a screen shows while its read is retried after a transport failure: it says
 * the connection is lost and the console is trying again, and how old the data still shown is.
 * Nothing while the read is not retrying.
 */
export function ReadStatus({ retrying, updatedAt }: { retrying: boolean; updatedAt: number }) {
  const { t } = useTranslation();
  return (
    <p className="read-status" role="status" hidden={!retrying}>
      {retrying ? t('connection.retrying') : ''}
      {retrying && updatedAt > 0 ? ` ${t('connection.asOf', { time: clock(new Date(updatedAt)) })}` : ''}
    </p>
  );
}
