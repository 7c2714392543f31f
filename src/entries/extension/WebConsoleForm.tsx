import { useEffect, useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import browser from 'webextension-polyfill';
import { checkWebConsoleAddress, WEB_CONSOLE_KEY } from '../../contract/consoleLink.ts';

/**
 * The web console's address (optional): where links copied in the side panel open. Empty clears
 * it, and Copy link then gives the console route, which Ctrl/⌘+K opens in any shell.
 */
export function WebConsoleForm({ t, onStatus }: { t: TFunction; onStatus: (text: string) => void }) {
  const id = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void browser.storage.local
      .get(WEB_CONSOLE_KEY)
      .then((stored) => {
        const check = checkWebConsoleAddress(stored[WEB_CONSOLE_KEY]);
        if (check.ok) setAddress(check.address);
      })
      .catch(() => undefined);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    onStatus('');
    if (address.trim() === '') {
      await browser.storage.local.remove(WEB_CONSOLE_KEY);
      setError(null);
      onStatus(t('options.webConsoleCleared'));
      return;
    }
    const check = checkWebConsoleAddress(address);
    if (!check.ok) {
      setError(t('options.webConsoleInvalid'));
      return;
    }
    setError(null);
    await browser.storage.local.set({ [WEB_CONSOLE_KEY]: check.address });
    setAddress(check.address);
    onStatus(t('options.webConsoleSaved', { address: check.address }));
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="options__web-console">
      <label htmlFor={`${id}-web`}>{t('options.webConsole')}</label>
      <input
        id={`${id}-web`}
        type="url"
        inputMode="url"
        spellCheck={false}
        value={address}
        placeholder="https://admin.example.com/"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-web-help ${id}-web-error`}
        onChange={(e) => setAddress(e.target.value)}
      />
      <small id={`${id}-web-help`} className="options__help">
        {t('options.webConsoleHelp')}
      </small>
      <small id={`${id}-web-error`} className="options__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
      <div className="options__buttons">
        <button type="submit">{t('options.webConsoleSave')}</button>
      </div>
    </form>
  );
}
