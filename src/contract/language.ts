import { DEFAULT_LANGUAGE, type Language } from './constants.ts';

/** The initial language from the browser's preferences: English when English comes first, otherwise zh-cn (SPEC 3). */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('en')) return 'en';
    if (lower.startsWith('zh')) return 'zh-cn';
  }
  return DEFAULT_LANGUAGE;
}
