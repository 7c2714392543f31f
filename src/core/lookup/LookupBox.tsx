import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import './lookup.css';

// The dialog's code loads the first time it opens.
const LookupDialog = lazy(() => import('./LookupDialog.tsx'));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K (⌘K on a Mac) anywhere in the console. */
export function isLookupShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * The navbar's lookup: a search box (an icon in narrow panels) that opens a dialog, also on Ctrl/⌘+K.
 * It says what Enter will open (users by mobile, a user's page, a withdrawal, a text search) and
 * goes to `/lookup?q=…`, the same route the extension's context menu opens.
 */
export function LookupBox({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  const shortcut = isMac() ? t('lookup.shortcutMac') : t('lookup.shortcut');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isLookupShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {compact ? (
        <Button
          type="button"
          text
          icon="pi pi-search"
          aria-label={t('lookup.open')}
          title={`${t('lookup.open')} (${shortcut})`}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={show}
        />
      ) : (
        <button type="button" className="lookup-trigger" aria-keyshortcuts="Control+K Meta+K" onClick={show}>
          <i className="pi pi-search" aria-hidden="true" />
          <span className="lookup-trigger__label">{t('lookup.open')}</span>
          <kbd className="lookup-trigger__keys">{shortcut}</kbd>
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <LookupDialog visible={open} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
