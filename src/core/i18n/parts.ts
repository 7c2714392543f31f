/**
 * The console's texts come in two parts per language, loaded when needed: `public` — what the
 * sign-in and password screens, page titles and error messages use — and `console`, the rest,
 * loaded with the signed-in shell. Only the person's language is loaded; another one loads when
 * they switch. The source stays one file per language (`locales/{language}.json`).
 */
export type LocalePart = 'public' | 'console';
export const LOCALE_PARTS: readonly LocalePart[] = ['public', 'console'];

/** What the public part holds: whole sections, or single texts of a section the console owns. */
export const PUBLIC_TEXTS: readonly string[] = [
  'app',
  // Page titles of the screens shown signed out; the others come with the console's part.
  'route.login',
  'route.password',
  'route.redirect',
  'route.401',
  'route.404',
  'login',
  'password',
  'errors',
  'common',
  'error',
  'settings.toLight',
  'settings.toDark',
  'navbar.language',
];

/**
 * Texts inside a public section that only the signed-in console shows: the names of areas, which
 * only messages about business records (signed in) mention.
 */
export const CONSOLE_ONLY_TEXTS: readonly string[] = ['errors.server.terms'];

export type Texts = { [key: string]: string | Texts };

const within = (path: string, entry: string) => path === entry || path.startsWith(`${entry}.`);

function isPublic(path: string): 'all' | 'some' | 'none' {
  if (CONSOLE_ONLY_TEXTS.some((entry) => within(path, entry))) return 'none';
  const holdsConsoleText = CONSOLE_ONLY_TEXTS.some((entry) => entry.startsWith(`${path}.`));
  if (PUBLIC_TEXTS.some((entry) => within(path, entry))) return holdsConsoleText ? 'some' : 'all';
  if (PUBLIC_TEXTS.some((entry) => entry.startsWith(`${path}.`))) return 'some';
  return 'none';
}

/** The texts of `texts` that make up `part`; the two parts together are `texts`, with nothing in both. */
export function pickPart(texts: Texts, part: LocalePart, prefix = ''): Texts {
  const picked: Texts = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix + key;
    const share = isPublic(path);
    if (share === 'some' && typeof value === 'object') {
      const inner = pickPart(value, part, `${path}.`);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    } else if ((share !== 'none') === (part === 'public')) {
      picked[key] = value;
    }
  }
  return picked;
}
