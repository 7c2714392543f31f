import { areasOf } from './area.ts';
import { AREA_GROUPS, OTHER_TERMS } from './areas.ts';
import messages from './serverMessages.json' with { type: 'json' };

/**
 * The platform's message catalogue: the `msg` texts the back end answers (SPEC.md section 8 and the
 * reference server), as it writes them in Chinese and in English. The console recognises a known
 * message in either language and shows it in the user's language (`errors.server.<key>` of the
 * locales); an unknown message is shown as the server wrote it. The reference server answers in
 * English from the same catalogue when the request asks for it (`Accept-Language: en`). The entries
 * themselves are data beside this file (serverMessages.json); the terms are the areas' names as
 * areas.ts declares them, and the few other words of OTHER_TERMS.
 *
 * `{name}` marks a part the server fills in. A part named `area` or `what` must be a term of
 * TERMS (an area's name), which is shown in the user's language too.
 */
export interface CatalogueEntry {
  /** Locale key below `errors.server.` (the system error is the catalogue's `errors.system`). */
  key: string;
  zh: string;
  en: string;
}

/** Most specific first: the first entry that matches wins. */
export const SERVER_MESSAGES: readonly CatalogueEntry[] = messages;

/** Names of areas that messages mention, by locale key below `errors.server.terms.`: each area's own name is its key. */
export const TERMS: readonly CatalogueEntry[] = [
  ...areasOf(AREA_GROUPS).map((area) => ({ key: area.name, ...area.term })),
  ...Object.entries(OTHER_TERMS).map(([key, term]) => ({ key, ...term })),
];

const TERM_PARTS = new Set(['area', 'what']);

export type CatalogueLanguage = 'zh' | 'en';

/** A message recognised: its catalogue entry and the parts the server filled in (terms as TERMS keys). */
export interface KnownMessage {
  key: string;
  params: Record<string, string>;
  /** Parts that are terms: their TERMS key. */
  terms: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return escape(piece);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names };
}

const COMPILED = SERVER_MESSAGES.map((entry) => ({ entry, zh: compile(entry.zh), en: compile(entry.en) }));

function termOf(value: string): CatalogueEntry | undefined {
  return TERMS.find((term) => term.zh === value || term.en === value);
}

/** The catalogue entry of a server message written in Chinese or English; null for an unknown message. */
export function recogniseServerMessage(message: string): KnownMessage | null {
  const text = message.trim();
  for (const { entry, zh, en } of COMPILED) {
    for (const { pattern, names } of [zh, en]) {
      const match = pattern.exec(text);
      if (!match) continue;
      const params: Record<string, string> = {};
      const terms: Record<string, string> = {};
      let ok = true;
      names.forEach((name, i) => {
        const value = match[i + 1] ?? '';
        params[name] = value;
        if (TERM_PARTS.has(name)) {
          const term = termOf(value);
          if (term) terms[name] = term.key;
          else ok = false;
        }
      });
      if (ok) return { key: entry.key, params, terms };
    }
  }
  return null;
}

/** A server message in `language` when the catalogue knows it; otherwise the message as it was. */
export function translateServerMessage(message: string, language: CatalogueLanguage): string {
  const known = recogniseServerMessage(message);
  if (!known) return message;
  const entry = SERVER_MESSAGES.find((e) => e.key === known.key)!;
  return entry[language].replace(/\{(\w+)\}/g, (_, name: string) => {
    const term = known.terms[name];
    if (term) return TERMS.find((t) => t.key === term)![language];
    return known.params[name] ?? '';
  });
}
