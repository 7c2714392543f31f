/**
 * What the cells of an import are read against: the choices of its choice fields (both languages'
 * labels) and the records its relation fields may name, listed once when the import needs them
 * (each list call once, at the convention's largest page, up to MAX_RELATED records). A relation
 * whose records may not be listed (no permission, a searched source such as platform users, or more
 * than that) takes ids only.
 */
import type { ApiClient } from '../../api/client.ts';
import { readOptions, resolveSource, type RelationOption, type ResolvedSource } from '../relationSource.ts';
import type { FieldDef } from '../types.ts';
import { optionChoices, relationChoices, type Choice, type ImportContext } from './convert.ts';
import type { Translate } from './headers.ts';

/** Records listed per relation at most (10 pages of 500). */
export const MAX_RELATED = 5000;
const PAGE = 500;

const RELATIONS: readonly FieldDef['type'][] = ['relation', 'relations', 'tags'];
const CHOICES: readonly FieldDef['type'][] = ['enum', 'status', 'boolean'];

async function listAll(
  api: ApiClient,
  source: ResolvedSource,
): Promise<{ options: RelationOption[]; complete: boolean }> {
  const options: RelationOption[] = [];
  for (let page = 1; options.length < MAX_RELATED; page++) {
    const data = await api.call<unknown>(
      { method: 'GET', url: source.url, params: { page, limit: PAGE } },
      { quiet: true },
    );
    const got = readOptions(data, source);
    options.push(...got);
    const total = Array.isArray(data) ? got.length : Number((data as { totalCount?: unknown } | null)?.totalCount);
    // A plain array is everything; a page shorter than asked is the last.
    if (Array.isArray(data) || got.length < PAGE || !(options.length < total)) return { options, complete: true };
  }
  return { options, complete: false };
}

/** The import's context for `fields`: choices by field, and the relations that take ids only. */
export async function loadImportContext(
  api: ApiClient,
  fields: readonly FieldDef[],
  translators: readonly Translate[],
  may: (permission: string) => boolean,
): Promise<Omit<ImportContext, 'date1904'>> {
  const choices = new Map<string, readonly Choice[]>();
  const idsOnly = new Set<string>();
  const lists = new Map<string, Promise<{ options: RelationOption[]; complete: boolean }>>();
  await Promise.all(
    fields.map(async (field) => {
      if (CHOICES.includes(field.type)) {
        choices.set(field.key, optionChoices(field, translators));
        return;
      }
      if (!RELATIONS.includes(field.type)) return;
      const source = resolveSource(field);
      if (!source || source.search || !may(source.permission)) {
        idsOnly.add(field.key);
        choices.set(field.key, relationChoices(field, [], translators));
        return;
      }
      const key = `${source.url} ${source.valueKey} ${source.labelKey}`;
      let listed = lists.get(key);
      if (!listed) {
        listed = listAll(api, source);
        lists.set(key, listed);
      }
      const { options, complete } = await listed;
      if (!complete) idsOnly.add(field.key);
      choices.set(field.key, relationChoices(field, options, translators));
    }),
  );
  return { choices, idsOnly };
}
