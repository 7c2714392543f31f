/**
 * Request body reading and field validation. Every failure is an `A0400` envelope whose
 * message names the offending field.
 */
import type { Context } from 'hono';
import { ApiError, badRequest, Codes, Messages } from './envelope.ts';

export type Body = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON object in the request body; an empty body counts as `{}`. */
export async function readJsonBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(Codes.BAD_REQUEST, Messages.MALFORMED_JSON, 400);
  }
  if (!isPlainObject(parsed)) throw badRequest('请求体必须是 JSON 对象');
  return parsed;
}

const isAbsent = (v: unknown): boolean => v === undefined || v === null || v === '';

interface LengthRule {
  min?: number;
  max?: number;
}

function checkLength(field: string, value: string, { min, max }: LengthRule): string {
  const length = [...value].length;
  if (min !== undefined && max !== undefined && (length < min || length > max)) {
    throw badRequest(`参数 ${field} 的长度必须在 ${min} 到 ${max} 个字符之间`);
  }
  if (min !== undefined && length < min) throw badRequest(`参数 ${field} 的长度不能少于 ${min} 个字符`);
  if (max !== undefined && length > max) throw badRequest(`参数 ${field} 的长度不能超过 ${max} 个字符`);
  return value;
}

export function requiredString(body: Body, field: string, rule: LengthRule = {}): string {
  const value = body[field];
  if (isAbsent(value)) throw badRequest(`参数 ${field} 不能为空`);
  if (typeof value !== 'string') throw badRequest(`参数 ${field} 必须是字符串`);
  return checkLength(field, value, rule);
}

export function optionalString(body: Body, field: string, rule: LengthRule = {}): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`参数 ${field} 必须是字符串`);
  return checkLength(field, value, rule);
}

interface RangeRule {
  min?: number;
  max?: number;
}

function checkInt(field: string, value: unknown, { min, max }: RangeRule): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(`参数 ${field} 必须是整数`);
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    throw badRequest(`参数 ${field} 必须在 ${min ?? '-∞'} 到 ${max ?? '+∞'} 之间`);
  }
  return value;
}

export function requiredInt(body: Body, field: string, rule: RangeRule = {}): number {
  const value = body[field];
  if (isAbsent(value)) throw badRequest(`参数 ${field} 不能为空`);
  return checkInt(field, value, rule);
}

export function optionalInt(body: Body, field: string, rule: RangeRule = {}): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  return checkInt(field, value, rule);
}

export function requiredIntArray(body: Body, field: string): number[] {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`参数 ${field} 不能为空`);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number' && Number.isInteger(v))) {
    throw badRequest(`参数 ${field} 必须是整数数组`);
  }
  return [...new Set(value as number[])];
}

/** `{ <one>: id }` or `{ <many>: [ids] }`, as the delete calls accept. */
export function idList(body: Body, one: string, many: string): number[] {
  if (body[many] !== undefined && body[many] !== null) {
    const ids = requiredIntArray(body, many);
    if (ids.length === 0) throw badRequest(`参数 ${many} 不能为空数组`);
    return ids;
  }
  if (isAbsent(body[one])) throw badRequest(`参数 ${one} 或 ${many} 不能为空`);
  return [requiredInt(body, one, { min: 1 })];
}

export const MOBILE_PATTERN = /^1\d{10}$/;

export function requiredMobile(body: Body, field = 'mobile'): string {
  const value = requiredString(body, field);
  if (!MOBILE_PATTERN.test(value)) throw badRequest(`参数 ${field} 必须是以 1 开头的 11 位手机号`);
  return value;
}

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 64;

export function requiredPassword(body: Body, field: string): string {
  return requiredString(body, field, { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH });
}
