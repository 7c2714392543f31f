import { useEffect, useId, useState, type FormEvent } from 'react';
import type { i18n } from 'i18next';
import browser from 'webextension-polyfill';
import { readApiBase } from '../../platform/extension/apiBase.ts';
import { checkApiHost, hostPermissionFor } from '../../platform/http/apiHost.ts';
import type { ConnectionOutcome, SetHostOutcome, WorkerRequest } from '../../platform/extension/protocol.ts';
import { WebConsoleForm } from './WebConsoleForm.tsx';
import { HelpDeskSitesForm } from './HelpDeskSitesForm.tsx';

type Access = 'granted' | 'missing' | 'unknown';

async function hasAccess(origin: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [hostPermissionFor(origin)] });
  } catch {
    return false;
  }
}

/** The extension's options: which API host the console talks to, whether it may, and whether it answers. */
export function OptionsApp({ i18n }: { i18n: i18n }) {
  // Follows the console's language when it is switched in the side panel.
  const [, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (language: string) => setLanguage(language);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  const t = i18n.t.bind(i18n);
  const id = useId();
  const [host, setHost] = useState('');
  const [saved, setSaved] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [access, setAccess] = useState<Access>('unknown');
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void readApiBase().then(async (current) => {
      setHost(current ?? '');
      setSaved(current ?? '');
      setAccess(current !== null && (await hasAccess(current)) ? 'granted' : 'missing');
    });
  }, []);

  /** The host typed, checked by the same rule the worker applies; null (with the reason shown) when refused. */
  const checkedOrigin = (): string | null => {
    setStatus('');
    const check = checkApiHost(host);
    if (!check.ok) {
      setError(t(check.reason === 'https-required' ? 'options.httpsRequired' : 'options.invalidHost'));
      return null;
    }
    setError(null);
    return check.origin;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const origin = checkedOrigin();
    if (!origin) return;
    // Asking needs the click that led here: request before anything else is awaited (an origin
    // already granted is answered at once, without a prompt).
    const granted = await browser.permissions
      .request({ origins: [hostPermissionFor(origin)] })
      .catch(() => hasAccess(origin));
    setAccess(granted ? 'granted' : 'missing');
    if (!granted) {
      setStatus(t('options.accessDenied', { origin }));
      return;
    }
    // The worker saves the host, and ends the session when the host changes.
    const message: WorkerRequest = { type: 'config.setHost', host: origin };
    const answer = (await browser.runtime.sendMessage(message).catch(() => null)) as SetHostOutcome | null;
    if (!answer) setStatus(t('options.saveFailed'));
    else if (!answer.ok && answer.reason === 'no-access') setStatus(t('options.accessDenied', { origin }));
    else if (!answer.ok)
      setError(t(answer.reason === 'https-required' ? 'options.httpsRequired' : 'options.invalidHost'));
    else {
      setHost(answer.origin);
      setSaved(answer.origin);
      setStatus(t(answer.sessionEnded ? 'options.savedSessionEnded' : 'options.saved', { origin: answer.origin }));
    }
  };

  const test = async () => {
    const origin = checkedOrigin();
    if (!origin) return;
    setBusy(true);
    setStatus(t('options.testing', { origin }));
    const message: WorkerRequest = { type: 'config.testConnection', host: origin };
    const answer = (await browser.runtime.sendMessage(message).catch(() => null)) as ConnectionOutcome | null;
    setBusy(false);
    if (!answer) setStatus(t('options.workerUnavailable'));
    else if (answer.outcome === 'api') setStatus(t('options.testApi', { origin }));
    else if (answer.outcome === 'error')
      setStatus(t('options.testError', { origin, message: answer.message ?? String(answer.status ?? '') }));
    else if (answer.outcome === 'not-api') setStatus(t('options.testNotApi', { origin, status: answer.status }));
    else setStatus(t('options.testUnreachable', { origin }));
  };

  return (
    <main className="options">
      <h1>{t('options.title')}</h1>
      <p className="options__intro">{t('options.intro')}</p>
      <form onSubmit={(e) => void save(e)} noValidate>
        <label htmlFor={`${id}-host`}>{t('options.host')}</label>
        <input
          id={`${id}-host`}
          type="url"
          inputMode="url"
          spellCheck={false}
          value={host}
          placeholder="https://api.example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help ${id}-error`}
          onChange={(e) => setHost(e.target.value)}
        />
        <small id={`${id}-help`} className="options__help">
          {t('options.hostHelp')}
        </small>
        <small id={`${id}-error`} className="options__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </small>
        <div className="options__buttons">
          <button type="submit">{t('options.save')}</button>
          <button type="button" onClick={() => void test()} disabled={busy}>
            {t('options.test')}
          </button>
        </div>
      </form>
      <dl className="options__facts">
        <dt>{t('options.current')}</dt>
        <dd>{saved || t('options.notSet')}</dd>
        <dt>{t('options.access')}</dt>
        <dd>
          {access === 'granted' ? t('options.accessGranted') : access === 'missing' ? t('options.accessMissing') : '…'}
        </dd>
      </dl>
      <WebConsoleForm t={t} onStatus={setStatus} />
      <HelpDeskSitesForm t={t} onStatus={setStatus} />
      <p className="options__status" role="status" aria-live="polite">
        {status}
      </p>
    </main>
  );
}
