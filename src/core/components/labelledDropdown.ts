import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * PrimeReact's Dropdown leaves its trigger and its hidden native select without a name; these
 * pass-through options give both the field's label (screen readers and axe need one).
 */
export function dropdownLabels(label: string): DropdownPassThroughOptions {
  return {
    trigger: { 'aria-label': label } as DropdownPassThroughOptions['trigger'],
    select: { 'aria-label': label, tabIndex: -1 } as DropdownPassThroughOptions['select'],
  };
}
