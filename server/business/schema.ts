/**
 * Field rules of the business areas and the validation of a record against them. Every
 * failure is an `A0400` whose message names the field (the same wording as validate.ts).
 */
import { badRequest } from '../envelope.ts';
import type { Account, Role } from '../model.ts';
import { MOBILE_PATTERN, optionalString, requiredString, type Body } from '../validate.ts';
import { areasOf, type FieldRule } from '../../src/contract/area.ts';
import { AREA_GROUPS } from '../../src/contract/areas.ts';
import type { AreaName, BusinessData, Row } from './model.ts';

export type { FieldKind, FieldRule, FilterMode } from '../../src/contract/area.ts';

/** What a reference points to: a business area, or the roles of /permission/role. */
export type RefTarget = AreaName | 'role';

export interface Ctx {
  data: BusinessData;
  roles: Role[];
  account: Account;
  /** `YYYY-MM-DD HH:mm:ss` of this request. */
  now: string;
  /** Lookups by id, built on first use (see resource.ts `indexOf`); cleared after a write. */
  indexes?: Map<AreaName, Map<number, Row>>;
}

/** An area's name in messages (the platform's language), as its declaration gives it (src/contract/areas.ts). */
export const AREA_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  areasOf(AREA_GROUPS).map((area) => [area.name, area.term.zh]),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const IMAGE = /^(https?:\/\/\S+|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]\S+)$/;
export const MAX_IMAGE_LENGTH = 16_000;

/** A real calendar day (not 2026-02-30). */
export function isDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

export function isDateTime(text: string): boolean {
  if (!DATETIME.test(text) || !isDate(text.slice(0, 10))) return false;
  const [h, mi, s] = text.slice(11).split(':').map(Number) as [number, number, number];
  return h < 24 && mi < 60 && s < 60;
}

const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

function number(rule: FieldRule, value: unknown, integer: boolean): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badRequest(`参数 ${rule.key} 必须是${integer ? '整数' : '数字'}`);
  if (integer && !Number.isInteger(value)) throw badRequest(`参数 ${rule.key} 必须是整数`);
  if (!integer && Math.round(value * 100) / 100 !== value) throw badRequest(`参数 ${rule.key} 最多保留两位小数`);
  if ((rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max)) {
    throw badRequest(`参数 ${rule.key} 必须在 ${rule.min ?? '-∞'} 到 ${rule.max ?? '+∞'} 之间`);
  }
  return value;
}

function refExists(ctx: Ctx, target: string, id: number): boolean {
  if (target === 'role') return ctx.roles.some((r) => r.roleId === id);
  return ((ctx.data as Record<string, Row[] | undefined>)[target] ?? []).some((r) => r.id === id);
}

function checkRef(rule: FieldRule, ctx: Ctx, id: unknown): number {
  if (typeof id !== 'number' || !Number.isInteger(id)) throw badRequest(`参数 ${rule.key} 必须是整数`);
  const target = rule.ref!;
  if (!refExists(ctx, target, id)) throw badRequest(`参数 ${rule.key} 对应的${AREA_LABELS[target]} ${id} 不存在`);
  return id;
}

/** The value of one field when the body leaves it out on creation. */
function emptyValue(rule: FieldRule): unknown {
  switch (rule.kind) {
    case 'int':
    case 'money':
      return 0;
    case 'bool':
      return false;
    case 'status':
      return 1;
    case 'refs':
      return [];
    case 'ref':
      return rule.zeroIsNone ? 0 : null;
    case 'enum':
      return rule.options?.[0] ?? '';
    default:
      return '';
  }
}

/** Checks (and normalises) one field's value; throws A0400 naming the field. */
export function checkField(rule: FieldRule, raw: unknown, ctx: Ctx): unknown {
  const { key } = rule;
  if (absent(raw) || (rule.kind === 'refs' && Array.isArray(raw) && raw.length === 0)) {
    if (rule.required) throw badRequest(`参数 ${key} 不能为空`);
    return emptyValue(rule);
  }
  const body: Body = { [key]: raw };
  const length = {
    ...(rule.min !== undefined ? { min: rule.min } : {}),
    ...(rule.max !== undefined ? { max: rule.max } : {}),
  };
  switch (rule.kind) {
    case 'string':
    case 'text': {
      const text = (
        rule.required ? requiredString(body, key, length) : (optionalString(body, key, length) ?? '')
      ).trim();
      if (rule.required && text === '') throw badRequest(`参数 ${key} 不能为空`);
      if (rule.pattern && !rule.pattern.test(text)) throw badRequest(`参数 ${key} ${rule.patternText ?? '格式不正确'}`);
      return text;
    }
    case 'int':
      return number(rule, raw, true);
    case 'money':
      return number(rule, raw, false);
    case 'enum':
    case 'status': {
      const options = rule.kind === 'status' ? [0, 1] : (rule.options ?? []);
      if (!options.includes(raw as string | number)) throw badRequest(`参数 ${key} 必须是 ${options.join('、')} 之一`);
      return raw;
    }
    case 'bool':
      if (typeof raw !== 'boolean') throw badRequest(`参数 ${key} 必须是 true 或 false`);
      return raw;
    case 'date':
      if (typeof raw !== 'string' || !isDate(raw)) throw badRequest(`参数 ${key} 必须是 YYYY-MM-DD 格式的日期`);
      return raw;
    case 'datetime':
      if (typeof raw !== 'string' || !isDateTime(raw))
        throw badRequest(`参数 ${key} 必须是 YYYY-MM-DD HH:mm:ss 格式的时间`);
      return raw;
    case 'mobile':
      if (typeof raw !== 'string' || !MOBILE_PATTERN.test(raw))
        throw badRequest(`参数 ${key} 必须是以 1 开头的 11 位手机号`);
      return raw;
    case 'color':
      if (typeof raw !== 'string' || !COLOR.test(raw)) throw badRequest(`参数 ${key} 必须是 #RRGGBB 格式的颜色`);
      return raw.toUpperCase();
    case 'image':
      if (typeof raw !== 'string' || raw.length > MAX_IMAGE_LENGTH || !IMAGE.test(raw)) {
        throw badRequest(`参数 ${key} 必须是 http(s) 图片地址或图片 data URL（不超过 ${MAX_IMAGE_LENGTH} 个字符）`);
      }
      return raw;
    case 'ref':
      if (raw === 0 && rule.zeroIsNone) return 0;
      return checkRef(rule, ctx, raw);
    case 'refs': {
      if (!Array.isArray(raw)) throw badRequest(`参数 ${key} 必须是整数数组`);
      const ids = [...new Set(raw.map((id) => checkRef(rule, ctx, id)))];
      if (rule.max !== undefined && ids.length > rule.max) throw badRequest(`参数 ${key} 最多 ${rule.max} 项`);
      return ids.sort((a, b) => a - b);
    }
  }
}

/**
 * The writable fields of `source` checked against `rules`; `selfId` is the record being
 * updated (for uniqueness). Keys the rules do not know, and read-only ones, are left out.
 */
export function checkRecord(
  rules: readonly FieldRule[],
  source: Body,
  ctx: Ctx,
  rows: readonly Row[],
  selfId?: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const rule of rules) {
    if (rule.readOnly) continue;
    const value = checkField(rule, source[rule.key], ctx);
    if (rule.unique && value !== '' && rows.some((r) => r.id !== selfId && r[rule.key] === value)) {
      throw badRequest(`参数 ${rule.key} 的值「${String(value)}」已存在`);
    }
    out[rule.key] = value;
  }
  return out;
}
