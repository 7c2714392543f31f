import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { Calendar, type CalendarPassThroughOptions } from 'primereact/calendar';
import { Button } from 'primereact/button';
import type { FieldDef, RecordData } from '../types.ts';
import { displayNames, formatDateTime, formatDay, optionsOf, parseDateText } from '../format.ts';
import { useRelationOptions } from '../hooks/useRelationOptions.ts';
import { withCurrent, type RelationOption } from '../relationSource.ts';
import { ColourChip } from './FieldValue.tsx';
import { Switch } from './Switch.tsx';
import { ServerPicture } from '../../components/ServerPicture.tsx';
import { OptionDropdown, RelationDropdown, RelationMultiSelect } from './ChoiceInputs.tsx';

export interface FieldInputProps {
  field: FieldDef;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The record being edited, for the names of its current relations. */
  record?: Partial<RecordData> | undefined;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
}

/** The current choices of a relation field as options, from the record's display values. */
function currentOptions(field: FieldDef, value: unknown, record: FieldInputProps['record']): RelationOption[] {
  const names = displayNames(field.display ? record?.[field.display] : undefined);
  const ids = Array.isArray(value) ? value : typeof value === 'number' ? [value] : [];
  return ids.flatMap((id, i) =>
    typeof id === 'number' && names[i]
      ? [{ value: id, label: names[i].name, ...(names[i].color ? { color: names[i].color } : {}) }]
      : [],
  );
}

function RelationInput({ field, id, value, onChange, record, invalid, required, describedBy }: FieldInputProps) {
  const { t } = useTranslation();
  const { options, loading, allowed, searchable, search } = useRelationOptions(field);
  const none = field.relation?.none;
  const all = withCurrent(options, currentOptions(field, value, record));
  const shown = none ? [{ value: none.value as number, label: t(none.label) }, ...all] : all;
  const placeholder = allowed ? t('resources.common.choose') : t('resources.common.optionsUnavailable');
  const aria = {
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  if (field.type === 'tags' || field.type === 'relations') {
    return (
      <RelationMultiSelect
        id={id}
        value={value}
        options={shown}
        disabled={!allowed && shown.length === 0}
        loading={loading}
        placeholder={placeholder}
        itemTemplate={(o: RelationOption) =>
          field.type === 'tags' ? <ColourChip name={o.label} color={o.color} /> : o.label
        }
        onChange={onChange}
        className="resource-input"
        {...aria}
      />
    );
  }
  return (
    <RelationDropdown
      field={field}
      id={id}
      value={value}
      options={shown}
      showClear={!field.rules?.required && !none}
      {...(searchable
        ? {
            onFilter: (e: { filter: string }) => search(e.filter.trim()),
            filterPlaceholder: t('resources.common.typeToSearch'),
          }
        : {})}
      loading={loading}
      placeholder={placeholder}
      emptyMessage={t('common.empty')}
      onChange={onChange}
      className="resource-input"
      {...aria}
    />
  );
}

function RichTextInput({ field, id, value, onChange, invalid, required, describedBy }: FieldInputProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="resource-richtext">
      <Button
        type="button"
        text
        size="small"
        icon={preview ? 'pi pi-pencil' : 'pi pi-eye'}
        label={preview ? t('resources.common.backToEditing') : t('resources.common.preview')}
        aria-pressed={preview}
        onClick={() => setPreview(!preview)}
      />
      {preview ? (
        // Shown as text: markup in the content is displayed, never interpreted.
        <div
          className="resource-prose resource-prose--preview"
          aria-label={t('resources.common.previewOf', { field: t(field.label) })}
          role="document"
        >
          {text}
        </div>
      ) : null}
      <InputTextarea
        id={id}
        value={text}
        rows={10}
        hidden={preview}
        maxLength={field.rules?.max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/** The input of one field by its type; labelled by the FormField around it through `id`. */
export function FieldInput(props: FieldInputProps) {
  const { t } = useTranslation();
  const { field, id, value, onChange, invalid, required, describedBy } = props;
  const aria = {
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
  };
  const unit = field.unit ? ` ${t(field.unit)}` : '';
  switch (field.type) {
    case 'textarea':
      return (
        <InputTextarea
          id={id}
          value={typeof value === 'string' ? value : ''}
          rows={3}
          autoResize
          maxLength={field.rules?.max}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
    case 'richtext':
      return <RichTextInput {...props} />;
    case 'number':
    case 'money':
      return (
        <InputNumber
          inputId={id}
          value={typeof value === 'number' ? value : null}
          useGrouping={false}
          mode="decimal"
          minFractionDigits={0}
          maxFractionDigits={field.type === 'money' ? 2 : 0}
          {...(field.rules?.min !== undefined ? { min: field.rules.min } : {})}
          {...(field.rules?.max !== undefined ? { max: field.rules.max } : {})}
          {...(field.type === 'money' && !field.unit ? { prefix: '¥' } : {})}
          {...(unit ? { suffix: unit } : {})}
          onValueChange={(e) => onChange(typeof e.value === 'number' ? e.value : null)}
          className="resource-input"
          {...aria}
        />
      );
    case 'enum':
      return (
        <OptionDropdown
          field={field}
          id={id}
          value={value}
          showClear={!field.rules?.required}
          placeholder={t('resources.common.choose')}
          onChange={onChange}
          className="resource-input"
          {...aria}
        />
      );
    case 'status':
    case 'boolean': {
      const on = field.type === 'status' ? value === 1 : value === true;
      const options = optionsOf(field);
      const label = options.find((o) => o.value === (field.type === 'status' ? (on ? 1 : 0) : on));
      return (
        <Switch
          id={id}
          checked={on}
          text={label ? t(label.label) : ''}
          onChange={(checked) => onChange(field.type === 'status' ? (checked ? 1 : 0) : checked)}
          {...aria}
        />
      );
    }
    case 'date':
    case 'datetime': {
      const withTime = field.type === 'datetime';
      return (
        <Calendar
          inputId={id}
          value={parseDateText(value)}
          dateFormat="yy-mm-dd"
          showIcon
          showButtonBar
          {...(withTime ? { showTime: true, showSeconds: true, hourFormat: '24' as const } : {})}
          onChange={(e) => {
            const date = e.value instanceof Date ? e.value : null;
            onChange(date ? (withTime ? formatDateTime(date) : formatDay(date)) : null);
          }}
          className="resource-input"
          // The wrapper would take aria-* attributes; they belong on the input.
          pt={{ input: aria as CalendarPassThroughOptions['input'] }}
        />
      );
    }
    case 'tags':
    case 'relations':
    case 'relation':
      return <RelationInput {...props} />;
    case 'image': {
      const url = typeof value === 'string' ? value : '';
      return (
        <span className="resource-image-input">
          <InputText id={id} value={url} placeholder="https://" onChange={(e) => onChange(e.target.value)} {...aria} />
          {url !== '' && !invalid ? (
            <ServerPicture
              address={url}
              className="resource-thumb"
              alt={t('resources.common.pictureOf', { field: t(field.label) })}
            />
          ) : null}
        </span>
      );
    }
    case 'color': {
      const colour = typeof value === 'string' ? value : '';
      return (
        <span className="resource-colour-input">
          <InputText
            id={id}
            value={colour}
            maxLength={7}
            placeholder="#4080FF"
            onChange={(e) => onChange(e.target.value)}
            {...aria}
          />
          <input
            type="color"
            value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#4080ff'}
            aria-label={t('resources.common.pickColour', { field: t(field.label) })}
            onChange={(e) => onChange(e.target.value.toUpperCase())}
          />
        </span>
      );
    }
    case 'mobile':
      return (
        <InputText
          id={id}
          value={typeof value === 'string' ? value : ''}
          inputMode="numeric"
          maxLength={11}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
    default:
      return (
        <InputText
          id={id}
          value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
          maxLength={field.rules?.max}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
  }
}
