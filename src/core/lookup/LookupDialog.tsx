import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { classifySelection, LOOKUP_MAX_LENGTH } from './classify.ts';
import { lookupPath } from './target.ts';

/** The lookup dialog: one labelled search field that says what Enter will open. */
export default function LookupDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
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
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" icon="pi pi-search" label={t('lookup.go')} disabled={!lookup} />
        </div>
        <p id={hintId} className="lookup-dialog__hint" aria-live="polite">
          {lookup ? t(`lookup.kinds.${lookup.kind}`, { value: lookup.value }) : t('lookup.empty')}
          {lookup ? <span className="lookup-dialog__enter"> {t('lookup.hint')}</span> : null}
        </p>
      </form>
    </Dialog>
  );
}
