/**
 * Demo data: the menu tree of the console (SPEC.md section 2), three roles and the demo
 * accounts of accounts.ts. Ids are assigned in a fixed order, so a reseed always gives
 * the same ids.
 */
import { demoAccounts } from './accounts.ts';
import type { Account, MenuEntity, Role, StateData } from './model.ts';
import { STATE_VERSION } from './model.ts';
import { hashPassword } from './password.ts';
import { seedBusiness } from './business/seed.ts';
import { areasOf } from '../src/contract/area.ts';
import { AREA_GROUPS } from '../src/contract/areas.ts';

interface ScreenSpec {
  url: string;
  name: string;
  icon: string;
  extraButtons?: { name: string; perms: string }[];
}

interface DirectorySpec {
  url: string;
  name: string;
  icon: string;
  screens: ScreenSpec[];
}

/** The console's menu as the areas' declarations give it (src/contract/areas.ts), in their order. */
export const menuTree: readonly DirectorySpec[] = AREA_GROUPS.map((group) => ({
  url: group.name,
  ...group.menu,
  screens: areasOf(AREA_GROUPS)
    .filter((area) => area.group === group.name)
    .map((area) => ({
      url: area.name,
      ...area.menu,
      ...(area.extra
        ? {
            extraButtons: Object.entries(area.extra).map(([action, name]) => ({
              name,
              perms: `sys:${area.name}:${action}`,
            })),
          }
        : {}),
    })),
}));

function standardButtons(url: string): { name: string; perms: string }[] {
  return [
    { name: '查看', perms: `sys:${url}:list,sys:${url}:info` },
    { name: '新增', perms: `sys:${url}:add` },
    { name: '修改', perms: `sys:${url}:edit` },
    { name: '删除', perms: `sys:${url}:delete` },
  ];
}

export function seedMenus(): MenuEntity[] {
  const menus: MenuEntity[] = [];
  let nextId = 1;
  menuTree.forEach((dir, dirIndex) => {
    const dirId = nextId++;
    menus.push({
      menuId: dirId,
      parentId: 0,
      name: dir.name,
      url: dir.url,
      perms: '',
      type: 0,
      icon: dir.icon,
      orderNum: dirIndex + 1,
    });
    dir.screens.forEach((screen, screenIndex) => {
      const screenId = nextId++;
      menus.push({
        menuId: screenId,
        parentId: dirId,
        name: screen.name,
        url: screen.url,
        perms: '',
        type: 1,
        icon: screen.icon,
        orderNum: screenIndex + 1,
      });
      [...standardButtons(screen.url), ...(screen.extraButtons ?? [])].forEach((button, buttonIndex) => {
        menus.push({
          menuId: nextId++,
          parentId: screenId,
          name: button.name,
          url: '',
          perms: button.perms,
          type: 2,
          icon: '',
          orderNum: buttonIndex + 1,
        });
      });
    });
  });
  return menus;
}

/**
 * `menus` with the entries of `areas` added as a fresh seed has them (the screen, its buttons and,
 * when missing, its group's directory), under new ids: the menu of a data file written before
 * those areas were declared.
 */
export function withAreaMenus(menus: readonly MenuEntity[], areas: readonly string[]): MenuEntity[] {
  const fresh = seedMenus();
  const out = [...menus];
  let nextId = Math.max(0, ...menus.map((m) => m.menuId)) + 1;
  const copy = (entry: MenuEntity, parentId: number): number => {
    out.push({ ...entry, menuId: nextId, parentId });
    return nextId++;
  };
  for (const screen of fresh.filter((m) => m.type === 1 && areas.includes(m.url))) {
    const freshDir = fresh.find((m) => m.menuId === screen.parentId)!;
    const dir = out.find((m) => m.type === 0 && m.parentId === 0 && m.url === freshDir.url);
    const screenId = copy(screen, dir ? dir.menuId : copy(freshDir, 0));
    for (const button of fresh.filter((m) => m.parentId === screen.menuId)) copy(button, screenId);
  }
  return out;
}

/** Ids of the given screens and of their buttons whose perms all end in one of `actions`. */
function grant(menus: MenuEntity[], screens: string[], actions: string[]): number[] {
  const ids: number[] = [];
  for (const screen of menus.filter((m) => m.type === 1 && screens.includes(m.url))) {
    ids.push(screen.menuId);
    for (const button of menus.filter((m) => m.parentId === screen.menuId && m.type === 2)) {
      const perms = button.perms.split(',');
      if (perms.every((p) => actions.some((a) => p === `sys:${screen.url}:${a}`))) ids.push(button.menuId);
    }
  }
  return ids;
}

export function seedRoles(menus: MenuEntity[]): Role[] {
  const tagAdd = menus.find((m) => m.perms === 'sys:tag:add');
  return [
    { roleId: 1, roleName: '超级管理员', remark: '拥有全部菜单和权限', menuIds: menus.map((m) => m.menuId) },
    {
      roleId: 2,
      roleName: '运营',
      remark: '业务与配置的只读访问，可新增标签',
      menuIds: [
        ...grant(menus, ['user', 'points', 'tag', 'vehicle', 'cars'], ['list', 'info']),
        ...(tagAdd ? [tagAdd.menuId] : []),
      ],
    },
    {
      roleId: 3,
      roleName: '故障演示',
      remark: '导航接口返回损坏的菜单，用于演示路由生成失败',
      menuIds: grant(menus, ['user'], ['list', 'info']),
    },
  ];
}

/** Hashing is slow on purpose; the demo passwords are hashed once per process. */
const seedHashes = new Map<string, string>();
function seedHash(password: string): string {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    seedHashes.set(password, hash);
  }
  return hash;
}

export function seedAccounts(roles: Role[]): Account[] {
  return demoAccounts.map((demo) => {
    const role = roles.find((r) => r.roleName === demo.roleName);
    const account: Account = {
      userId: demo.userId,
      userName: demo.userName,
      nickname: demo.nickname,
      mobile: demo.mobile,
      email: demo.email,
      passwordHash: seedHash(demo.password),
      roleIds: role ? [role.roleId] : [],
    };
    if (demo.superAdmin) account.superAdmin = true;
    if (demo.navFault) account.navFault = demo.navFault;
    if (demo.mustChangePassword) account.mustChangePassword = true;
    return account;
  });
}

export function buildSeed(): StateData {
  const menus = seedMenus();
  const roles = seedRoles(menus);
  return { version: STATE_VERSION, accounts: seedAccounts(roles), roles, menus, tokens: [], business: seedBusiness() };
}
