import type { Platform } from '../../platform/types.ts';
import type { Language } from '../config/constants.ts';
import { isLanguage, languageFromBrowser } from './i18n.ts';

/** Storage key of the chosen language (part of the persisted application state, SPEC 3). */
export const LANGUAGE_KEY = 'app-language';

/** The stored language, or the browser's when none (or a corrupt one) is stored. */
export async function loadLanguage(platform: Platform): Promise<Language> {
  try {
    const stored = await platform.storage.get(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Unreadable storage: fall back to the browser's language.
  }
  return languageFromBrowser(platform.languages());
}

export async function saveLanguage(platform: Platform, language: Language): Promise<void> {
  await platform.storage.set(LANGUAGE_KEY, language);
}
