import { PREPAINT_ID } from '../../../core/kernel/prepaint.ts';
import type { Language } from '../../../contract/constants.ts';

/** The id of the page's template holding the sign-in screen for a language and theme (written at build time). */
export function templateId(language: Language, dark: boolean): string {
  return `${PREPAINT_ID}-${language}-${dark ? 'dark' : 'light'}`;
}
