/**
 * A file's row as the area's add form would take it: each cell read as its field's value (numbers,
 * choices by their label in either language, days, related records by name: "宝马" → the brand's
 * id), the fields not in the file at the values a new record starts with, then every rule of the
 * declaration (validation.ts) checked. What does not fit is a message per field, as the form shows
 * it. Pure.
 */
import type { Cell } from '../list/csv.ts';
import { emptyDraft } from '../fields.ts';
import { optionsOf, parseDateText } from '../format.ts';
import type { Draft, FieldDef, ResourceDef } from '../types.ts';
import { validateDraft, type FieldErrors, type RuleMessage } from '../validation.ts';
import type { Mapping, Translate } from './headers.ts';

/** One value a field may take, and the names a cell may give it by. */
export interface Choice {
  value: string | number | boolean;
  /** Shown in the preview and in messages (the console's language). */
  label: string;
  /** What a cell may say for it, normalised (choiceName): labels in each language, the value. */
  names: readonly string[];
}

export interface ImportContext {
  /** The choices of each choice and relation field, by key. */
  choices: ReadonlyMap<string, readonly Choice[]>;
  /** Relation fields whose records could not be listed: a cell gives an id (`12` or `#12`). */
  idsOnly?: ReadonlySet<string>;
  /** A workbook's day numbers count from 1904. */
  date1904?: boolean;
}

/** A name as compared: NFKC, trimmed, spaces as one, lower case. */
export const choiceName = (text: string): string => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const YES = ['true', 'yes', 'y', '1', '是', '√'];
const NO = ['false', 'no', 'n', '0', '否', '×'];

/** The choices of an enum, status or boolean field, named in every language given. */
export function optionChoices(field: FieldDef, translators: readonly Translate[]): Choice[] {
  const [t] = translators;
  return optionsOf(field).map((option) => {
    const names = [String(option.value), ...translators.map((tr) => tr(option.label))];
    const on = option.value === true || (field.type === 'status' && option.value === 1);
    const off = option.value === false || (field.type === 'status' && option.value === 0);
    if (on) names.push(...YES);
    if (off) names.push(...NO);
    return { value: option.value, label: t ? t(option.label) : String(option.value), names: names.map(choiceName) };
  });
}

/** The choices of a relation field: the related records by name (and an extra first option, "Top level"). */
export function relationChoices(
  field: FieldDef,
  options: readonly { value: number; label: string }[],
  translators: readonly Translate[],
): Choice[] {
  const none = field.relation?.none;
  const [t] = translators;
  const noneChoice: Choice[] =
    none && typeof none.value === 'number'
      ? [
          {
            value: none.value,
            label: t ? t(none.label) : String(none.value),
            names: translators.map((tr) => choiceName(tr(none.label))),
          },
        ]
      : [];
  return [...noneChoice, ...options.map((o) => ({ value: o.value, label: o.label, names: [choiceName(o.label)] }))];
}

type Converted = { value: unknown } | { problem: RuleMessage } | { blank: true };

const BLANK: Converted = { blank: true };

/** A number a person typed: full-width digits, thousands separators, a currency sign, spaces allowed. */
export function parseNumber(text: string): number | null {
  const plain = text
    .normalize('NFKC')
    .replace(/[\s¥$]/g, '')
    .replace(/^\+/, '');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^-?\.\d+$/.test(plain)) return null;
  const n = Number(plain.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

const pad = (n: number | string) => String(n).padStart(2, '0');

/** A spreadsheet's day number (1 = 1900-01-01, or 1904-01-02) as `YYYY-MM-DD HH:mm:ss`, or null. */
export function serialDateTime(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > 2_958_465) return null;
  const ms = Math.round(((date1904 ? serial + 1462 : serial) - 25569) * 86400) * 1000;
  const d = new Date(ms);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `YYYY-MM-DD[ HH:mm[:ss]]` from the ways people write a day (`/` or `.` between, 年月日, one digit). */
export function parseDayTime(text: string): string | null {
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    text.normalize('NFKC').trim(),
  );
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const day = `${y}-${pad(mo!)}-${pad(d!)}`;
  const time = h !== undefined ? `${pad(h)}:${mi}:${s ?? '00'}` : '00:00:00';
  const whole = `${day} ${time}`;
  const [hours, minutes, seconds] = time.split(':').map(Number);
  if (parseDateText(whole) === null || hours! > 23 || minutes! > 59 || seconds! > 59) return null;
  return whole;
}

function findChoice(choices: readonly Choice[], text: string): Choice[] {
  const name = choiceName(text);
  return choices.filter((choice) => choice.names.includes(name));
}

function relationValue(
  field: FieldDef,
  text: string,
  ctx: ImportContext,
): { value: number } | { problem: RuleMessage } {
  const choices = ctx.choices.get(field.key) ?? [];
  const found = findChoice(choices, text);
  if (found.length === 1) return { value: found[0]!.value as number };
  if (found.length > 1) return { problem: { key: 'list.import.rules.ambiguous', values: { value: text } } };
  const id = /^#?(\d{1,15})$/.exec(text.trim());
  if (id && (ctx.idsOnly?.has(field.key) || choices.some((choice) => choice.value === Number(id[1]))))
    return { value: Number(id[1]) };
  return { problem: { key: 'list.import.rules.notFound', values: { value: text } } };
}

/** Items of a list cell: split at commas, semicolons, 、, | or line breaks (either width). */
const listItems = (text: string): string[] =>
  text
    .split(/[,;，；、|\n\r]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** One cell as its field's value, a problem, or blank (the field keeps the value a new record starts with). */
export function cellToValue(field: FieldDef, cell: Cell | undefined, ctx: ImportContext): Converted {
  if (cell === null || cell === undefined) return BLANK;
  const text = typeof cell === 'string' ? cell.trim() : String(cell);
  if (text === '') return BLANK;
  switch (field.type) {
    case 'number':
    case 'money': {
      const n = typeof cell === 'number' ? cell : parseNumber(text);
      if (n === null) return { problem: { key: 'resources.rules.number' } };
      if (field.type === 'money') {
        const cents = Math.round(n * 100);
        if (Math.abs(n * 100 - cents) > 1e-6) return { problem: { key: 'list.import.rules.decimals' } };
        return { value: cents / 100 };
      }
      return { value: n };
    }
    case 'enum':
    case 'status':
    case 'boolean': {
      const choices = ctx.choices.get(field.key) ?? [];
      const [found] = findChoice(choices, typeof cell === 'boolean' ? String(cell) : text);
      return found
        ? { value: found.value }
        : {
            problem: {
              key: 'list.import.rules.choice',
              values: { choices: choices.map((c) => c.label).join(' / ') },
            },
          };
    }
    case 'date':
    case 'datetime': {
      const whole = typeof cell === 'number' ? serialDateTime(cell, ctx.date1904) : parseDayTime(text);
      if (whole === null) return { problem: { key: `list.import.rules.${field.type}` } };
      return { value: field.type === 'date' ? whole.slice(0, 10) : whole };
    }
    case 'relation':
      return relationValue(field, text, ctx);
    case 'relations':
    case 'tags': {
      const ids: number[] = [];
      for (const item of listItems(text)) {
        const one = relationValue(field, item, ctx);
        if ('problem' in one) return one;
        if (!ids.includes(one.value)) ids.push(one.value);
      }
      return { value: ids };
    }
    case 'color': {
      const colour = /^[0-9a-f]{6}$/i.test(text) ? `#${text}` : text;
      return { value: colour };
    }
    case 'mobile':
      return { value: text.normalize('NFKC').replace(/[\s-]/g, '') };
    default:
      // Text is kept as the file has it: a cell that starts like a formula is that text, never a formula.
      return { value: typeof cell === 'string' ? cell : text };
  }
}

/** One data row checked: the draft the add form would hold, and a message per field that does not fit. */
export interface RowCheck {
  /** Index among the file's data rows. */
  index: number;
  /** The file's row number. */
  number: number;
  draft: Draft;
  problems: FieldErrors;
}

/** A row's draft and problems: the cells converted, then the declaration's rules (the first problem of a field kept). */
export function checkRow(
  def: Pick<ResourceDef, 'fields' | 'crossRules'>,
  mapping: Mapping,
  cells: readonly Cell[],
  ctx: ImportContext,
): Pick<RowCheck, 'draft' | 'problems'> {
  const byKey = new Map(def.fields.map((field) => [field.key, field]));
  const draft = emptyDraft(def);
  const problems: FieldErrors = {};
  mapping.forEach((key, column) => {
    const field = key ? byKey.get(key) : undefined;
    if (!field) return;
    const result = cellToValue(field, cells[column], ctx);
    if ('problem' in result) problems[field.key] = result.problem;
    else if ('value' in result) draft[field.key] = result.value;
  });
  for (const [key, message] of Object.entries(validateDraft(def, draft, 'add')))
    if (!problems[key]) problems[key] = message;
  return { draft, problems };
}

/** Every data row of a table checked. */
export function checkRows(
  def: Pick<ResourceDef, 'fields' | 'crossRules'>,
  rows: readonly (readonly Cell[])[],
  numbers: readonly number[],
  mapping: Mapping,
  ctx: ImportContext,
): RowCheck[] {
  return rows.map((cells, index) => ({
    index,
    number: numbers[index] ?? index + 2,
    ...checkRow(def, mapping, cells, ctx),
  }));
}

/** A value of a draft as the preview shows it: a choice or a related record by its label, a list joined. */
export function shownValue(field: FieldDef, value: unknown, ctx: ImportContext): string {
  if (value === null || value === undefined || value === '') return '';
  const choices = ctx.choices.get(field.key);
  const label = (v: unknown) => choices?.find((choice) => choice.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (choices) return label(value);
  return String(value);
}
