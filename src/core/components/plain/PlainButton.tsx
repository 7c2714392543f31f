import type { ButtonHTMLAttributes } from 'react';
import 'virtual:prime-theme/button.css';
import './plain.css';
import { PlainIcon } from './PlainIcon.tsx';
import { isPlainIcon } from './outlines.ts';
import { Spinner } from './Spinner.tsx';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label?: string;
  /** Icon classes (`pi pi-eye`). */
  icon?: string;
  text?: boolean;
  outlined?: boolean;
  /** Shows a spinner in place of the icon; the caller disables the button. */
  loading?: boolean;
}

/** `pi pi-eye` as an inline outline when there is one, else as the icon font draws it. */
function ButtonIcon({ icon, className }: { icon: string; className: string }) {
  const name = icon.split(' ').find((part) => part !== 'pi') ?? '';
  return isPlainIcon(name) ? (
    <PlainIcon name={name} className={className} />
  ) : (
    <span className={`${className} ${icon}`} aria-hidden="true" />
  );
}

/**
 * PrimeReact's Button markup and class names, so the theme styles it, without PrimeReact's code:
 * for the screens a person meets before signing in, which must load fast. Same props as the
 * PrimeReact button where the console uses them.
 */
export function PlainButton({
  label,
  icon,
  text = false,
  outlined = false,
  loading = false,
  className,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const classes = [
    'p-button p-component',
    (icon || loading) && !label ? 'p-button-icon-only' : '',
    rest.disabled ? 'p-disabled' : '',
    loading ? 'p-button-loading' : '',
    outlined ? 'p-button-outlined' : '',
    text ? 'p-button-text' : '',
    loading && !icon && label ? 'p-button-loading-label-only' : '',
    loading && label ? 'p-button-loading-left' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const side = label ? ' p-button-icon-left' : '';
  return (
    <button aria-label={label} {...rest} type={type} className={classes}>
      {loading ? (
        <Spinner className={`p-icon p-icon-spin p-button-icon p-c${side} p-button-loading-icon`} />
      ) : icon ? (
        <ButtonIcon icon={icon} className={`p-button-icon p-c${side}`} />
      ) : null}
      <span className="p-button-label p-c">{label ?? '\u00a0'}</span>
    </button>
  );
}
