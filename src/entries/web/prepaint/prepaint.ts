import { keepPresses, PREPAINT_HIDDEN, PREPAINT_ID } from '../../../core/kernel/prepaint.ts';
import { PUBLIC_PATHS } from '../../../contract/constants.ts';
import { APP_STATE_KEY, readAppState, readSettings, SETTINGS_KEY } from '../../../core/settings/settings.ts';
import { applyLook, isDark, prefersDark } from '../../../core/settings/applyTheme.ts';
import { readStoredJson } from '../../../platform/web/webStorage.ts';
import { storedToken } from '../../../platform/web/webTokenStore.ts';
import { languageFromBrowser } from '../../../contract/language.ts';
import { splitHash } from '../../../core/routes/hashPath.ts';
import { templateId } from './templateId.ts';
import { outlinesOf } from '../../../core/components/plain/outlines.ts';
import logoUrl from '../../../core/assets/logo.svg';
import { LOGO_MARK } from './markup.ts';

/**
 * The templates leave out what the console's code carries anyway (scripts/vite/signInPrepaint.ts):
 * the icons' outlines and the logo. Drawn back in here, before the form is shown.
 */
export function drawArtwork(root: ParentNode): void {
  for (const svg of root.querySelectorAll('svg[data-icon]')) {
    const outlines = outlinesOf(svg.getAttribute('data-icon') ?? '') ?? [];
    svg.querySelectorAll('path').forEach((path, index) => {
      if (!path.getAttribute('d') && outlines[index]) path.setAttribute('d', outlines[index]);
    });
  }
  for (const image of root.querySelectorAll(`img[${LOGO_MARK}]`)) {
    image.removeAttribute(LOGO_MARK);
    image.setAttribute('src', logoUrl);
  }
}

export interface PrepaintEnvironment {
  doc: Document;
  local: Storage;
  session: Storage;
  languages: readonly string[];
  systemDark: boolean;
}

/**
 * Draws the sign-in screen from the page's templates before the console's code has run, when the
 * page will show it: nobody is signed in here (no token in either storage: SPEC 4 `admin-token`)
 * and the address is not the other public screen. The language and theme are the ones the console
 * will use (stored settings, else the browser's languages: SPEC 3), applied to the page first so
 * the form does not change when the console takes it over (core/kernel/prepaint.ts). Returns whether
 * it drew. Sign in pressed on it is kept for the live form (and may send the call early:
 * earlySignIn.ts); the live form carries it out.
 */
export function prepaintSignIn(env: PrepaintEnvironment): boolean {
  const { doc } = env;
  if (storedToken(env.local) !== null || storedToken(env.session) !== null) return false;
  if (splitHash(doc.location.hash).path === PUBLIC_PATHS.password) return false;
  const app = doc.getElementById('app');
  if (!app || doc.getElementById(PREPAINT_ID)) return false;
  const settings = readSettings(readStoredJson(env.local, SETTINGS_KEY));
  const state = storedAppState(env);
  const template = doc.getElementById(templateId(state.language, isDark(settings.theme, env.systemDark)));
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return false;

  doc.documentElement.lang = state.language;
  applyLook(doc.documentElement, settings, state, env.systemDark);

  const drawn = doc.createElement('div');
  drawn.id = PREPAINT_ID;
  const form = template.content.cloneNode(true) as DocumentFragment;
  drawArtwork(form);
  drawn.append(form);
  // Sign in pressed before the code is there is kept for the live form (earlySignIn.ts may send its
  // call at once); a language, theme or sign-in method chosen is chosen again once the live form has
  // taken over (core/kernel/prepaint.ts).
  keepPresses(drawn);
  app.before(drawn);
  app.hidden = true;
  // The mark is its presence (core/kernel/prepaint.ts selects [data-prepaint-hidden]), not its value.
  // Stryker disable next-line StringLiteral: see above
  app.setAttribute(PREPAINT_HIDDEN, '');
  return true;
}

/** The console's stored state (language, size), or its defaults from the browser's languages. */
function storedAppState(env: Pick<PrepaintEnvironment, 'local' | 'languages'>) {
  return readAppState(readStoredJson(env.local, APP_STATE_KEY), languageFromBrowser(env.languages));
}

/** The language the console will speak: stored, else the browser's (SPEC 3). */
export function consoleLanguage(env: Pick<PrepaintEnvironment, 'local' | 'languages'>): string {
  return storedAppState(env).language;
}

/** The page's own environment. */
export function browserEnvironment(): PrepaintEnvironment {
  return {
    doc: document,
    local: localStorage,
    session: sessionStorage,
    languages: navigator.languages,
    systemDark: prefersDark(),
  };
}
