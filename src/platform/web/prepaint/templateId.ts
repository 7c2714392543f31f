import { PREPAINT_ID } from '../../../core/app/prepaint.ts';
import type { Language } from '../../../core/config/constants.ts';

/** The id of the page's template holding the sign-in screen for a language and theme (written at build time). */
export function templateId(language: Language, dark: boolean): string {
  return `${PREPAINT_ID}-${language}-${dark ? 'dark' : 'light'}`;
}
