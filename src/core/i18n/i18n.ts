import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../contract/constants.ts';
import type { LocalePart, Texts } from './parts.ts';

type Loader = () => Promise<{ default: Texts }>;

// Written out so the bundler makes one chunk per language and part.
const LOADERS: Record<Language, Record<LocalePart, Loader>> = {
  'zh-cn': {
    public: () => import('virtual:console-locale/zh-cn/public'),
    console: () => import('virtual:console-locale/zh-cn/console'),
  },
  en: {
    public: () => import('virtual:console-locale/en/public'),
    console: () => import('virtual:console-locale/en/console'),
  },
};

/**
 * Which parts each i18n instance needs in every language it shows, and which it has. Keyed by the
 * instance's resource store: react-i18next hands components a wrapper of the instance, not the
 * instance itself, but both share the store.
 */
const wanted = new WeakMap<object, Set<LocalePart>>();
const loaded = new WeakMap<object, Set<string>>();
/** The language the latest switch is heading for, and its number: only the latest switch shows. */
const heading = new WeakMap<object, { language: Language; turn: number }>();

async function loadParts(instance: i18n, language: Language, parts: Iterable<LocalePart>): Promise<void> {
  const done = loaded.get(instance.store)!;
  await Promise.all(
    [...parts]
      .filter((part) => !done.has(`${language}/${part}`))
      .map(async (part) => {
        // The console part includes PrimeReact's own texts (paginator, dates, dialogs).
        const [texts] = await Promise.all([
          LOADERS[language][part]().then((module) => module.default),
          part === 'console'
            ? import('./primeLocale.ts').then((module) => module.loadPrimeLocale(language))
            : undefined,
        ]);
        instance.addResourceBundle(language, 'translation', texts, true, true);
        done.add(`${language}/${part}`);
      }),
  );
}

/**
 * The texts of `part` in `language`, without giving them to an instance: what the import reads
 * headers and choices by in the language the console does not show (a file may be either's).
 */
export async function textsIn(language: Language, part: LocalePart): Promise<Texts> {
  return (await LOADERS[language][part]()).default;
}

/**
 * An i18n instance with `parts` of `language` loaded. Other languages and parts load on demand:
 * {@link switchLanguage}, {@link requireTexts}. Fails if the texts cannot be loaded.
 */
export async function createI18n(
  language: Language,
  parts: readonly LocalePart[] = ['public', 'console'],
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  wanted.set(instance.store, new Set(parts));
  loaded.set(instance.store, new Set());
  await loadParts(instance, language, parts);
  return instance;
}

/** Loads `part` in the current language, in a language being switched to, and in every one switched to later. */
export async function requireTexts(instance: i18n, part: LocalePart): Promise<void> {
  wanted.get(instance.store)?.add(part);
  const target = heading.get(instance.store)?.language;
  await Promise.all([
    loadParts(instance, instance.language as Language, [part]),
    target && target !== instance.language ? loadParts(instance, target, [part]) : undefined,
  ]);
}

/**
 * Shows `language` once its texts have loaded. If they cannot load (e.g. the connection dropped),
 * the page stays in its current language and the promise rejects: nothing is shown half-translated.
 * When switches overlap, the latest one wins, whichever texts arrive first.
 */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  const turn = (heading.get(instance.store)?.turn ?? 0) + 1;
  heading.set(instance.store, { language, turn });
  const needed = wanted.get(instance.store) ?? new Set<LocalePart>();
  // A part asked for while this one loads (the console's, at sign-in) is loaded too.
  for (let count = -1; count !== needed.size;) {
    count = needed.size;
    await loadParts(instance, language, [...needed]);
  }
  if (heading.get(instance.store)?.turn !== turn) return;
  if (instance.language !== language) await instance.changeLanguage(language);
}
