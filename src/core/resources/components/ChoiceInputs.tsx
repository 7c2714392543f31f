import { useTranslation } from 'react-i18next';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { MultiSelect, type MultiSelectProps } from 'primereact/multiselect';
import type { FieldDef } from '../types.ts';
import { optionsOf } from '../format.ts';
import { dropdownLabels } from '../../components/labelledDropdown.ts';

/**
 * The choices the form (FieldInput) and the filter bar (FilterBar) both offer for a field; each
 * adds its own placeholder, clearing and labels through the other props.
 */
interface ChoiceProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

type Own = keyof ChoiceProps | 'inputId' | 'optionLabel' | 'optionValue';

/** Several related records (tags, relations) as chips, from `options` ({ value, label }): a list of ids. */
export function RelationMultiSelect({ id, value, onChange, ...more }: ChoiceProps & Omit<MultiSelectProps, Own>) {
  return (
    <MultiSelect
      inputId={id}
      value={Array.isArray(value) ? value : []}
      optionLabel="label"
      optionValue="value"
      display="chip"
      filter
      showSelectAll={false}
      onChange={(e) => onChange(e.value as number[])}
      {...more}
    />
  );
}

type FieldChoiceProps = ChoiceProps & { field: FieldDef } & Omit<DropdownProps, Own | 'pt'>;

/** One related record of `field`, from `options` ({ value, label }) with a filter: an id or null. */
export function RelationDropdown({ field, id, value, onChange, ...more }: FieldChoiceProps) {
  const { t } = useTranslation();
  return (
    <Dropdown
      inputId={id}
      value={typeof value === 'number' ? value : null}
      optionLabel="label"
      optionValue="value"
      filter
      emptyFilterMessage={t('common.empty')}
      onChange={(e) => onChange(typeof e.value === 'number' ? e.value : null)}
      pt={dropdownLabels(t(field.label))}
      {...more}
    />
  );
}

/** One of the options `field` declares (an enum, status or yes/no), or null. */
export function OptionDropdown({ field, id, value, onChange, ...more }: FieldChoiceProps) {
  const { t } = useTranslation();
  return (
    <Dropdown
      inputId={id}
      value={value ?? null}
      options={optionsOf(field).map((o) => ({ value: o.value, label: t(o.label) }))}
      optionLabel="label"
      optionValue="value"
      onChange={(e) => onChange(e.value ?? null)}
      pt={dropdownLabels(t(field.label))}
      {...more}
    />
  );
}
