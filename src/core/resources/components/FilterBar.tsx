import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Calendar } from 'primereact/calendar';
import { Button } from 'primereact/button';
import type { FieldDef, ResourceDef } from '../types.ts';
import { filterFields } from '../fields.ts';
import { formatDay, parseDateText } from '../format.ts';
import { activeFilterCount, filterMode, type RangeValue } from '../params.ts';
import { useRelationOptions } from '../hooks/useRelationOptions.ts';
import { OptionDropdown, RelationDropdown, RelationMultiSelect } from './ChoiceInputs.tsx';
import { usePermission } from '../../permission/Permission.tsx';
import { resolveSource } from '../relationSource.ts';

const RELATION_TYPES: readonly string[] = ['relation', 'relations', 'tags'];

/** Whether the account may list a filter's options (fields of other types have their own). */
function optionsListable(field: FieldDef, can: (need: readonly string[]) => boolean): boolean {
  if (!RELATION_TYPES.includes(field.type)) return true;
  const source = resolveSource(field);
  return source !== null && can([source.permission]);
}

interface ControlProps {
  field: FieldDef;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

function RelationFilter({ field, id, value, onChange }: ControlProps) {
  const { t } = useTranslation();
  const { options, loading, allowed, searchable, search } = useRelationOptions(field);
  // Without the right to list the related records there is nothing to choose from.
  if (!allowed) return null;
  if (filterMode(field) === 'has') {
    return (
      <RelationMultiSelect
        id={id}
        value={value}
        options={options}
        loading={loading}
        placeholder={t('resources.common.any')}
        maxSelectedLabels={2}
        onChange={onChange}
      />
    );
  }
  return (
    <RelationDropdown
      field={field}
      id={id}
      value={value}
      options={options}
      showClear
      {...(searchable ? { onFilter: (e: { filter: string }) => search(e.filter.trim()) } : {})}
      loading={loading}
      placeholder={t('resources.common.any')}
      onChange={onChange}
    />
  );
}

function FilterControl(props: ControlProps) {
  const { t } = useTranslation();
  const { field, id, value, onChange } = props;
  if (field.type === 'relation' || field.type === 'relations' || field.type === 'tags')
    return <RelationFilter {...props} />;
  if (filterMode(field) === 'range') {
    const [from, to] = Array.isArray(value) ? (value as RangeValue) : [null, null];
    if (field.type === 'date' || field.type === 'datetime') {
      const start = parseDateText(from);
      const end = parseDateText(to);
      return (
        <Calendar
          inputId={id}
          selectionMode="range"
          value={start ? [start, end] : null}
          dateFormat="yy-mm-dd"
          readOnlyInput
          showIcon
          showButtonBar
          placeholder={t('resources.common.dateRange')}
          onChange={(e) => {
            const range = Array.isArray(e.value) ? e.value : [];
            onChange([range[0] ? formatDay(range[0]) : null, range[1] ? formatDay(range[1]) : null]);
          }}
        />
      );
    }
    return (
      <span className="resource-number-range">
        <InputNumber
          inputId={id}
          value={typeof from === 'number' ? from : null}
          placeholder={t('resources.common.from')}
          useGrouping={false}
          maxFractionDigits={2}
          onValueChange={(e) => onChange([e.value ?? null, to])}
        />
        <InputNumber
          value={typeof to === 'number' ? to : null}
          placeholder={t('resources.common.to')}
          aria-label={t('resources.common.upperBound', { field: t(field.label) })}
          useGrouping={false}
          maxFractionDigits={2}
          onValueChange={(e) => onChange([from, e.value ?? null])}
        />
      </span>
    );
  }
  if (field.type === 'enum' || field.type === 'status' || field.type === 'boolean') {
    return (
      <OptionDropdown
        field={field}
        id={id}
        value={value}
        showClear
        placeholder={t('resources.common.any')}
        onChange={onChange}
      />
    );
  }
  return (
    <InputText id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />
  );
}

/**
 * The keyword search and the area's filters. Typing changes nothing until Search (or Enter), so
 * a half-made filter never reloads the list; Reset clears everything. In the filters sheet of a
 * narrow list (`sheet`) the keyword is the toolbar's: the form holds the filters, Apply and Reset
 * (which keeps the keyword).
 */
export function FilterBar({
  def,
  keyword,
  filters,
  expanded,
  onApply,
  hiddenKeys = [],
  sheet = false,
}: {
  def: ResourceDef;
  keyword: string;
  filters: Record<string, unknown>;
  expanded: boolean;
  onApply: (keyword: string, filters: Record<string, unknown>) => void;
  hiddenKeys?: readonly string[];
  sheet?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draftKeyword, setDraftKeyword] = useState(keyword);
  const [draft, setDraft] = useState<Record<string, unknown>>(filters);
  const can = usePermission();
  // A filter whose options the account may not list hides with its label.
  const fields = filterFields(def).filter((f) => !hiddenKeys.includes(f.key) && optionsListable(f, can));
  const applied = activeFilterCount(def, { keyword, filters });
  const reset = () => {
    setDraft({});
    if (sheet) return onApply(keyword, {});
    setDraftKeyword('');
    onApply('', {});
  };
  const pristine = sheet
    ? applied - (keyword.trim() === '' ? 0 : 1) === 0 && Object.keys(draft).length === 0
    : applied === 0 && draftKeyword === '' && Object.keys(draft).length === 0;
  return (
    <form
      className={`resource-filters${sheet ? ' is-sheet' : ''}`}
      role="search"
      aria-label={t('resources.common.filtersOf', { item: t(def.item) })}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draftKeyword, draft);
      }}
    >
      <div className={`resource-filters__grid${expanded ? '' : ' is-collapsed'}`}>
        {def.keyword && !sheet ? (
          <div className="form-field resource-filters__field">
            <label htmlFor={`${id}-keyword`} className="form-field__label">
              {t(def.keyword)}
            </label>
            <InputText
              id={`${id}-keyword`}
              type="search"
              value={draftKeyword}
              onChange={(e) => setDraftKeyword(e.target.value)}
            />
          </div>
        ) : null}
        {expanded || sheet
          ? fields.map((field) => (
              <div key={field.key} className="form-field resource-filters__field">
                <label htmlFor={`${id}-${field.key}`} className="form-field__label">
                  {t(field.label)}
                </label>
                <FilterControl
                  field={field}
                  id={`${id}-${field.key}`}
                  value={draft[field.key]}
                  onChange={(value) => setDraft((d) => ({ ...d, [field.key]: value }))}
                />
              </div>
            ))
          : null}
        <div className="resource-filters__buttons">
          <Button
            type="submit"
            icon={sheet ? 'pi pi-check' : 'pi pi-search'}
            label={sheet ? t('list.filters.apply') : t('resources.common.search')}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-filter-slash"
            label={t('resources.common.reset')}
            disabled={pristine}
            onClick={reset}
          />
        </div>
      </div>
    </form>
  );
}
