import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCn from '../../../locales/zh-cn.json';
import en from '../../../locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config/constants.ts';

export const resources = { 'zh-cn': zhCn, en } as const;

/** The initial language from the browser's preferences: English when English comes first, otherwise zh-cn (SPEC 3). */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('en')) return 'en';
    if (lower.startsWith('zh')) return 'zh-cn';
  }
  return DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: { 'zh-cn': { translation: zhCn }, en: { translation: en } },
    lng: language,
    fallbackLng: false,
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
