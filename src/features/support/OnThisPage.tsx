import { Button } from 'primereact/button';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useServices } from '../../core/kernel/services.ts';
import { formatMoney, formatNumber } from '../../core/resources/format.ts';
import { identifierKey, type PageFinding, type PageIdentifier } from '../../contract/pageIdentifiers.ts';
import { createCardLookups, type CardAnswer } from './pageCards.ts';
import { CopyForTicketButton } from '../../core/resources/components/CopyForTicketButton.tsx';
import { user as userArea, withdrawal as withdrawalArea } from '../business/areas.ts';
import './onThisPage.css';

type Found = Extract<PageFinding, { type: 'page.found' }>;

/**
 * "On this page", at the top of the side panel: the identifiers found on the page beside it, each
 * as a compact card of what it matched; one click opens the full screen. Everything from the page
 * is shown as text. A card that appears is announced once, politely.
 */
export default function OnThisPage() {
  const { t } = useTranslation();
  const { platform, api } = useServices();
  const lookups = useMemo(() => createCardLookups(api), [api]);
  const [finding, setFinding] = useState<PageFinding | null>(null);
  const [answers, setAnswers] = useState<Record<string, CardAnswer>>({});
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<string>());

  useEffect(() => platform.pageBeside?.follow(setFinding), [platform]);

  const found: Found | null = finding?.type === 'page.found' ? finding : null;
  useEffect(() => {
    if (!found) return;
    let current = true;
    for (const identifier of found.identifiers) {
      const key = identifierKey(identifier);
      void lookups.lookup(found.page, identifier).then((answer) => {
        if (!current) return;
        setAnswers((all) => (all[key] === answer ? all : { ...all, [key]: answer }));
        const said = `${found.page} ${key}`;
        if (answer.kind === 'none' || answer.kind === 'failed' || announced.current.has(said)) return;
        announced.current.add(said);
        setAnnouncement(t('pageBeside.announce', { name: cardName(answer) }));
      });
    }
    return () => {
      current = false;
    };
  }, [found, lookups, t]);

  return (
    <section className="on-this-page" aria-labelledby="on-this-page-title" data-part="on-this-page">
      <div className="on-this-page__head">
        <h2 id="on-this-page-title" className="on-this-page__title">
          {t('pageBeside.title')}
        </h2>
        <Button
          type="button"
          text
          size="small"
          icon="pi pi-eye"
          className="on-this-page__read"
          label={t('pageBeside.readOnce')}
          onClick={() => platform.pageBeside?.readOnce()}
        />
      </div>
      {found === null ? (
        <p className="on-this-page__note">
          {t(`pageBeside.unread.${finding?.type === 'page.unread' ? finding.reason : 'no-page'}`)}
        </p>
      ) : found.identifiers.length === 0 ? (
        <p className="on-this-page__note">{t('pageBeside.nothing')}</p>
      ) : (
        <ul className="on-this-page__cards" aria-labelledby="on-this-page-title">
          {found.identifiers.map((identifier) => {
            const key = identifierKey(identifier);
            return <Card key={key} identifier={identifier} answer={answers[key]} />;
          })}
        </ul>
      )}
      <div className="sr-only" aria-live="polite">
        {announcement}
      </div>
    </section>
  );
}

const cardName = (answer: CardAnswer): string =>
  answer.kind === 'user' ? answer.nickname : answer.kind === 'withdrawal' ? answer.orderNo : '';
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const day = (value: unknown): string => text(value).slice(0, 10);

function Card({ identifier, answer }: { identifier: PageIdentifier; answer: CardAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const nameId = useId();
  const language = i18n.language;
  const what = t(`pageBeside.kinds.${identifier.kind}`, { value: identifier.value });
  if (!answer || answer.kind === 'none' || answer.kind === 'failed') {
    const state = !answer ? 'looking' : answer.kind === 'none' ? 'noMatch' : 'failed';
    return (
      <li className="on-this-page__card is-empty">
        <span className="on-this-page__what">{what}</span>
        <span>{t(`pageBeside.${state}`)}</span>
      </li>
    );
  }
  const open = () =>
    navigate(
      answer.kind === 'user'
        ? `/business/user-look?id=${answer.id}`
        : `/business/withdrawal?keyword=${encodeURIComponent(answer.orderNo)}`,
    );
  const facts: [string, string][] =
    answer.kind === 'user'
      ? [
          [
            t('resources.user.fields.status'),
            t(answer.status === 1 ? 'resources.status.enabled' : 'resources.status.disabled'),
          ],
          [t('resources.user.fields.points'), formatNumber(answer.points, language)],
          [t('resources.user.fields.registeredAt'), day(answer.registeredAt)],
          [
            t('pageBeside.pending'),
            answer.pending
              ? t('pageBeside.pendingValue', {
                  count: answer.pending.count,
                  amount: formatMoney(answer.pending.amount, language),
                })
              : '—',
          ],
        ]
      : [
          [t('resources.withdrawal.fields.status'), t(`resources.enums.withdrawalStatus.${text(answer.status)}`)],
          [t('resources.withdrawal.fields.amount'), formatMoney(answer.amount, language)],
          [t('resources.withdrawal.fields.createdAt'), day(answer.createdAt)],
          [t('pageBeside.paidAt'), day(answer.paidAt) || '—'],
        ];
  return (
    <li className="on-this-page__card">
      <button type="button" className="on-this-page__open" onClick={open}>
        <span className="on-this-page__what">{what}</span>
        <strong id={nameId} className="on-this-page__name">
          {cardName(answer)}
        </strong>
        <span className="on-this-page__facts">
          {facts.map(([label, value]) => (
            <span key={label}>
              {label}: {value}
            </span>
          ))}
        </span>
      </button>
      <CopyForTicketButton
        def={answer.kind === 'user' ? userArea : withdrawalArea}
        records={[answer.record]}
        compact={{ describedBy: nameId }}
      />
    </li>
  );
}
