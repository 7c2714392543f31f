import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/IconButton.tsx';
import './lookup.css';

// The dialog's code loads when a hand moves towards it (pointer over, focus, the Ctrl or ⌘ key
// going down), so the first keys typed after Ctrl+K are not lost to the load.
const loadDialog = () => import('./LookupDialog.tsx');
const LookupDialog = lazy(loadDialog);
const prefetch = () => void loadDialog().catch(() => undefined);

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K (⌘K on a Mac) anywhere in the console. */
export function isLookupShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/**
 * The navbar's lookup: a search box (an icon in narrow panels) that opens a dialog, also on Ctrl/⌘+K.
 * It says what kind of value Enter will look up (a mobile, a user id, an order number, a text) and
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
      if (event.key === 'Control' || event.key === 'Meta') prefetch();
      if (!isLookupShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  // Keys typed between Ctrl+K and the field being there are kept and become its first text.
  const early = useRef('');
  const hide = useCallback(() => setOpen(false), []);
  const takeTyped = useCallback(() => {
    const typed = early.current;
    early.current = '';
    return typed;
  }, []);
  useEffect(() => {
    if (!open) return;
    early.current = '';
    const onKey = (event: KeyboardEvent) => {
      // Only the field itself takes keys; typed anywhere else in the meantime, they are kept for it.
      if (event.target instanceof HTMLInputElement && event.target.closest('.lookup-dialog')) return;
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
      early.current += event.key;
      event.preventDefault();
    };
    addEventListener('keydown', onKey, true);
    return () => removeEventListener('keydown', onKey, true);
  }, [open]);

  return (
    <>
      {compact ? (
        <IconButton
          size="normal"
          icon="pi pi-search"
          label={t('lookup.open')}
          title={`${t('lookup.open')} (${shortcut})`}
          keyShortcuts="Control+K Meta+K"
          onClick={show}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        />
      ) : (
        <button
          type="button"
          className="lookup-trigger"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={show}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <i className="pi pi-search" aria-hidden="true" />
          <span className="lookup-trigger__label">{t('lookup.open')}</span>
          <kbd className="lookup-trigger__keys">{shortcut}</kbd>
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <LookupDialog visible={open} onHide={hide} takeTyped={takeTyped} />
        </Suspense>
      ) : null}
    </>
  );
}
