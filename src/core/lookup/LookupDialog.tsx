import { useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { classifySelection, LOOKUP_MAX_LENGTH } from './classify.ts';
import { lookupPath } from './target.ts';

/** The lookup dialog: one labelled search field that says what Enter will open. */
export default function LookupDialog({
  visible,
  onHide,
  typedEarly,
}: {
  visible: boolean;
  onHide: () => void;
  /** What was typed after Ctrl+K before the field was there. */
  typedEarly: () => string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  // Each opening starts from what was typed since Ctrl+K (usually nothing).
  useLayoutEffect(() => {
    if (visible) setText(typedEarly());
  }, [visible, typedEarly]);
  const inputId = useId();
  const hintId = useId();
  const lookup = classifySelection(text);
  const submit = () => {
    if (!lookup) return;
    onHide();
    setText('');
    navigate(lookupPath(lookup.value));
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
            maxLength={LOOKUP_MAX_LENGTH}
            placeholder={t('lookup.placeholder')}
            autoComplete="off"
            autoFocus
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" icon="pi pi-search" label={t('lookup.go')} disabled={!lookup} />
        </div>
        <p id={hintId} className="lookup-dialog__hint" aria-live="polite">
          {lookup ? (
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
