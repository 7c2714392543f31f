import 'virtual:prime-theme/checkbox.css';
import './plain.css';
import { CHECKBOX_CHECK } from './outlines.ts';

/** PrimeReact's Checkbox markup and class names without its code (see PlainButton). */
export function PlainCheckbox({
  inputId,
  checked,
  onChange,
  disabled = false,
}: {
  inputId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const state = [checked ? 'p-highlight' : '', disabled ? 'p-disabled' : ''].filter(Boolean).join(' ');
  return (
    <div className={`p-checkbox p-component${state ? ` ${state}` : ''}`}>
      <input
        id={inputId}
        type="checkbox"
        className="p-checkbox-input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="p-checkbox-box">
        {checked ? (
          <svg
            width="14"
            height="14"
            viewBox="0 0 14 14"
            fill="none"
            aria-hidden="true"
            className="p-icon p-checkbox-icon"
            data-icon="checkbox-check"
          >
            <path d={CHECKBOX_CHECK} fill="currentColor" />
          </svg>
        ) : null}
      </div>
    </div>
  );
}
