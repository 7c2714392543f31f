import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import zhCN from 'primelocale/zh-CN.json';
import type { Language } from '../config/constants.ts';

let added = false;

/** Switches PrimeReact's own texts (dates, paginator, dialogs) with the console's language (SPEC 4). */
export function applyPrimeLocale(language: Language): void {
  if (!added) {
    addLocale('zh-cn', zhCN['zh-CN'] as Parameters<typeof addLocale>[1]);
    added = true;
  }
  setPrimeLocale(language === 'zh-cn' ? 'zh-cn' : 'en');
}
