/**
 * Validation of a form by the declaration's rules, before anything is sent (the server checks
 * the same and has the last word). Pure: answers locale keys with their values.
 */
import { formFields, type FormMode } from './fields.ts';
import type { Draft, FieldDef, ResourceDef } from './types.ts';

export interface RuleMessage {
  key: string;
  values?: Record<string, string | number>;
}

export type FieldErrors = Record<string, RuleMessage>;

const MOBILE = /^1\d{10}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const IMAGE = /^(https?:\/\/\S+|data:image\/[a-z+]+[;,]\S+)$/;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The first rule `value` breaks, or null. */
export function checkValue(field: FieldDef, value: unknown): RuleMessage | null {
  const rules = field.rules ?? {};
  if (isBlank(value)) return rules.required ? { key: 'resources.rules.required' } : null;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richtext': {
      const length = [...String(value).trim()].length;
      if (rules.min !== undefined && length < rules.min)
        return { key: 'resources.rules.minLength', values: { min: rules.min } };
      if (rules.max !== undefined && length > rules.max)
        return { key: 'resources.rules.maxLength', values: { max: rules.max } };
      if (rules.pattern && !rules.pattern.test(String(value).trim()))
        return { key: rules.patternMessage ?? 'resources.rules.pattern' };
      return null;
    }
    case 'number':
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'resources.rules.number' };
      if (field.type === 'number' && !Number.isInteger(value)) return { key: 'resources.rules.integer' };
      if (rules.min !== undefined && value < rules.min)
        return { key: 'resources.rules.min', values: { min: rules.min } };
      if (rules.max !== undefined && value > rules.max)
        return { key: 'resources.rules.max', values: { max: rules.max } };
      return null;
    }
    case 'mobile':
      return MOBILE.test(String(value)) ? null : { key: 'resources.rules.mobile' };
    case 'color':
      return COLOR.test(String(value)) ? null : { key: 'resources.rules.color' };
    case 'image':
      return IMAGE.test(String(value)) ? null : { key: 'resources.rules.image' };
    case 'tags':
    case 'relations':
      return rules.max !== undefined && Array.isArray(value) && value.length > rules.max
        ? { key: 'resources.rules.maxItems', values: { max: rules.max } }
        : null;
    default:
      return null;
  }
}

/** Every editable field's first broken rule, and the declaration's rules across fields. */
export function validateDraft(
  def: Pick<ResourceDef, 'fields' | 'crossRules'>,
  draft: Draft,
  mode: Exclude<FormMode, 'look'>,
  only?: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  const editable = formFields(def, mode, only).filter((f) => !f.readOnly);
  for (const { field } of editable) {
    const message = checkValue(field, draft[field.key]);
    if (message) errors[field.key] = message;
  }
  for (const rule of def.crossRules ?? []) {
    if (errors[rule.a] || errors[rule.b] || !editable.some((f) => f.field.key === rule.b)) continue;
    const a = draft[rule.a];
    const b = draft[rule.b];
    if (isBlank(a) || isBlank(b)) continue;
    if (
      (typeof a === 'number' && typeof b === 'number' && a > b) ||
      (typeof a === 'string' && typeof b === 'string' && a > b)
    ) {
      errors[rule.b] = { key: rule.message };
    }
  }
  return errors;
}
