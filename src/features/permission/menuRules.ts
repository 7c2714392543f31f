import { MENU_TYPES, type MenuDraft } from '../../core/api/endpoints/menu.ts';

export type MenuField = 'name' | 'url' | 'perms' | 'orderNum' | 'parentId';
export type MenuErrors = Partial<Record<MenuField, string>>;

const PERMISSION = /^sys:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/;

/** Splits what was typed into permission strings: commas, spaces or new lines separate them. */
export function splitPerms(text: string): string[] {
  return text
    .split(/[\s,，]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The menu form's rules; answers locale keys by field. */
export function validateMenu(draft: MenuDraft, forbiddenParents: ReadonlySet<number> = new Set()): MenuErrors {
  const errors: MenuErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'menuAdmin.rules.nameRequired';
  else if (name.length > 50) errors.name = 'menuAdmin.rules.nameTooLong';
  if (draft.type === MENU_TYPES.menu && draft.url.trim() === '') errors.url = 'menuAdmin.rules.urlRequired';
  else if (/\s/.test(draft.url.trim())) errors.url = 'menuAdmin.rules.urlSpaces';
  const perms = splitPerms(draft.perms);
  if (draft.type === MENU_TYPES.button && perms.length === 0) errors.perms = 'menuAdmin.rules.permsRequired';
  else if (perms.some((p) => !PERMISSION.test(p))) errors.perms = 'menuAdmin.rules.permsFormat';
  if (!Number.isInteger(draft.orderNum) || draft.orderNum < -9999 || draft.orderNum > 9999)
    errors.orderNum = 'menuAdmin.rules.orderNum';
  if (forbiddenParents.has(draft.parentId)) errors.parentId = 'menuAdmin.rules.parentLoop';
  return errors;
}
