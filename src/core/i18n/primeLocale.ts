import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import type { Language } from '../../contract/constants.ts';
import { followPrimeLanguage } from './primeLanguage.ts';

let wanted: Language = 'en';
let zhCn: Promise<void> | null = null;
let zhCnAdded = false;
let applied = 'en';

/**
 * Switches PrimeReact's own texts (dates, paginator, dialogs) with the console's language (SPEC 4).
 * PrimeReact's English is built in; its Chinese loads with the signed-in console
 * ({@link loadPrimeLocale}) and takes over as soon as it is there. This module loads with the
 * first PrimeReact component and follows the language from then on.
 */
export function applyPrimeLocale(language: Language): void {
  wanted = language;
  applied = language === 'zh-cn' && zhCnAdded ? 'zh-cn' : 'en';
  setPrimeLocale(applied);
}

/** Loads PrimeReact's texts for `language` (PrimeFaces' own translations, from primelocale). */
export function loadPrimeLocale(language: Language): Promise<void> {
  if (language !== 'zh-cn') return Promise.resolve();
  zhCn ??= import('primelocale/zh-CN.json').then((module: { default: Record<'zh-CN', unknown> }) => {
    addLocale('zh-cn', module.default['zh-CN'] as Parameters<typeof addLocale>[1]);
    zhCnAdded = true;
    applyPrimeLocale(wanted);
  });
  zhCn.catch(() => (zhCn = null));
  return zhCn;
}

/** The locale PrimeReact shows now: what a PrimeReactProvider mounted later must start with. */
export function currentPrimeLocale(): string {
  return applied;
}

followPrimeLanguage(applyPrimeLocale);
