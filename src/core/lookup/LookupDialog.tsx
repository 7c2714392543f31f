import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { classifySelection } from '../../contract/lookupClassify.ts';
import { LINK_MAX_LENGTH, routeOfLink } from '../../contract/consoleLink.ts';
import { lookupPath } from './target.ts';

/** The lookup dialog: one labelled search field that says what Enter will open. */
export default function LookupDialog({
  visible,
  onHide,
  takeTyped,
}: {
  visible: boolean;
  onHide: () => void;
  /** What was typed after Ctrl+K before the field had the focus (taken: asked again, it is empty). */
  takeTyped: () => string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  // Each opening starts from what was typed since Ctrl+K (usually nothing); keys typed until the
  // field has the focus are added when it gets it.
  useLayoutEffect(() => {
    if (visible) setText(takeTyped());
  }, [visible, takeTyped]);
  // The field takes the focus as soon as it is in the page (the dialog may still be appearing).
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!visible) return;
    let frame = 0;
    let tries = 60;
    const focus = () => {
      const input = field.current;
      if (input && document.activeElement !== input) input.focus();
      if (document.activeElement !== input && --tries > 0) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [visible]);
  const inputId = useId();
  const hintId = useId();
  // A console link or route pasted (from a ticket, say) opens that view; anything else is looked up.
  const link = routeOfLink(text);
  const lookup = link === null ? classifySelection(text) : null;
  const submit = () => {
    if (!lookup && link === null) return;
    onHide();
    setText('');
    navigate(link ?? lookupPath(lookup!.value));
  };
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('lookup.title')}
      className="lookup-dialog"
      style={{ width: 'min(32rem, 96vw)' }}
      position="top"
      dismissableMask
      onShow={() => document.getElementById(inputId)?.focus()}
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="form-field__label">
          {t('lookup.label')}
        </label>
        <div className="lookup-dialog__row">
          <InputText
            id={inputId}
            type="search"
            value={text}
            maxLength={LINK_MAX_LENGTH}
            placeholder={t('lookup.placeholder')}
            autoComplete="off"
            ref={field}
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => {
              const more = takeTyped();
              if (more) setText((current) => current + more);
            }}
          />
          <Button type="submit" icon="pi pi-search" label={t('lookup.go')} disabled={!lookup && link === null} />
        </div>
        <p id={hintId} className="lookup-dialog__hint" aria-live="polite">
          {link !== null ? (
            <>
              <span className="lookup-dialog__kind">{t('lookup.kinds.link', { value: link })}</span>
              <span>{t('lookup.hint')}</span>
            </>
          ) : lookup ? (
            <>
              <span className="lookup-dialog__kind">{t(`lookup.kinds.${lookup.kind}`, { value: lookup.value })}</span>
              <span>{t('lookup.hint')}</span>
            </>
          ) : (
            t('lookup.empty')
          )}
        </p>
      </form>
    </Dialog>
  );
}
