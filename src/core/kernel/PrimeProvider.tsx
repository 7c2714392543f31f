import type { ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { currentPrimeLocale } from '../i18n/primeLocale.ts';

/**
 * PrimeReact's settings for the parts of the console that use its components (the signed-in
 * shell, the toasts): no ripple. Mounted only there, so the sign-in screen does not load
 * PrimeReact. It starts from the locale already shown: the provider writes its starting locale
 * into PrimeReact when it mounts.
 */
export function PrimeProvider({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={{ ripple: false, locale: currentPrimeLocale() }}>{children}</PrimeReactProvider>;
}
