import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import browser from 'webextension-polyfill';
import {
  HELP_DESK_SITES_KEY,
  HELP_DESK_SITES_LIMIT,
  sitePattern,
  sitePermission,
  storedSites,
} from '../../platform/extension/helpDeskSites.ts';

/** A site's pattern as people write it: `https://acme.zendesk.com`. */
const shown = (pattern: string) => pattern.replace(/\/\*$/, '');

/**
 * The help-desk sites the side panel follows by itself. Adding one asks the browser for access to
 * it (an optional host permission, asked first thing in the click: Firefox refuses it after an
 * await); removing one gives that access back.
 */
export function HelpDeskSitesForm({ t, onStatus }: { t: TFunction; onStatus: (text: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [sites, setSites] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void browser.storage.local
      .get(HELP_DESK_SITES_KEY)
      .then((stored) => setSites(storedSites(stored[HELP_DESK_SITES_KEY])))
      .catch(() => undefined);
  }, []);

  const save = (next: string[]) =>
    browser.storage.local.set({ [HELP_DESK_SITES_KEY]: next }).then(() => setSites(next));

  const add = (event: FormEvent) => {
    event.preventDefault();
    onStatus('');
    const pattern = sitePattern(typed);
    if (!pattern || sites.length >= HELP_DESK_SITES_LIMIT) {
      setError(t(pattern ? 'options.sitesFull' : 'options.siteInvalid', { count: HELP_DESK_SITES_LIMIT }));
      return;
    }
    setError(null);
    // Synchronously in the submit's handler, before anything is awaited.
    const asked = browser.permissions.request({ origins: [sitePermission(pattern)] });
    void asked
      .catch(() => false)
      .then(async (granted) => {
        if (!granted) return onStatus(t('options.siteDenied', { site: shown(pattern) }));
        await save([...sites.filter((site) => site !== pattern), pattern]);
        setTyped('');
        onStatus(t('options.siteAdded', { site: shown(pattern) }));
      });
  };

  const remove = async (pattern: string) => {
    const rest = sites.filter((site) => site !== pattern);
    await save(rest);
    // Access the manifest itself grants (the API host of a development build) cannot be given back;
    // nor is access another site on the same host (another port) still needs.
    const permission = sitePermission(pattern);
    if (!rest.some((site) => sitePermission(site) === permission))
      await browser.permissions.remove({ origins: [permission] }).catch(() => false);
    onStatus(t('options.siteRemoved', { site: shown(pattern) }));
  };

  return (
    <section className="options__sites" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('options.sitesTitle')}</h2>
      <p className="options__help">{t('options.sitesHelp')}</p>
      <form onSubmit={add} noValidate>
        <label htmlFor={`${id}-site`}>{t('options.site')}</label>
        <input
          id={`${id}-site`}
          type="text"
          inputMode="url"
          spellCheck={false}
          value={typed}
          placeholder="https://acme.zendesk.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <small id={`${id}-error`} className="options__error" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </small>
        <div className="options__buttons">
          <button type="submit">{t('options.addSite')}</button>
        </div>
      </form>
      {sites.length === 0 ? (
        <p>{t('options.noSites')}</p>
      ) : (
        <ul aria-labelledby={`${id}-title`}>
          {sites.map((site) => (
            <li key={site}>
              <span>{shown(site)}</span>{' '}
              <button type="button" onClick={() => void remove(site)}>
                {t('options.removeSite', { site: shown(site) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
