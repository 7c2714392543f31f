import { describe, expect, it } from 'vitest';
import { hasPermission, NEED_ROLES } from '../../../src/core/permission/hasPermission.ts';
import { ALL_PERMISSIONS } from '../../../src/features/index.ts';

describe('permission gate — SPEC 5 directive', () => {
  const held = ['sys:user:list', 'sys:user:add'];

  it('shows the element when the user holds one of the listed permissions', () => {
    expect(hasPermission(held, ['sys:user:add'])).toBe(true);
    expect(hasPermission(held, ['sys:user:delete', 'sys:user:list'])).toBe(true);
  });

  it('removes the element when the user holds none of them', () => {
    expect(hasPermission(held, ['sys:user:delete'])).toBe(false);
    expect(hasPermission([], ['sys:user:add'])).toBe(false);
  });

  it.each([[[]], [''], [null], [[1]], [undefined], ['sys:user:add'], [['']], [{ 0: 'sys:user:add', length: 1 }]])(
    "throws 'need roles!' for %j",
    (need) => {
      expect(() => hasPermission(held, need)).toThrow(NEED_ROLES);
    },
  );

  it('the registry lists sys:module:action strings only', () => {
    for (const permission of ALL_PERMISSIONS) expect(permission).toMatch(/^sys:[a-z]+:[a-z]+$/);
  });
});
