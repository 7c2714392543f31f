import type { InputHTMLAttributes } from 'react';
import 'virtual:prime-theme/inputtext.css';
import './plain.css';

/** PrimeReact's InputText markup and class names without its code (see PlainButton). */
export function PlainInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const filled = rest.value !== undefined && rest.value !== null && String(rest.value).length > 0;
  const classes = ['p-inputtext p-component', filled ? 'p-filled' : '', rest.disabled ? 'p-disabled' : '', className]
    .filter(Boolean)
    .join(' ');
  return <input {...rest} className={classes} />;
}
