import { describe, expect, it } from 'vitest';
import { menuFacts, menuItems, menuLabel } from '../../../../src/core/routes/menuView.ts';
import { buildRoutes } from '../../../../src/core/routes/buildRoutes.ts';
import { CONSTANT_ROUTES, PERMISSION_ROUTES } from '../../../../src/core/routes/table.ts';
import { iconClass, FALLBACK_ICON } from '../../../../src/core/layout/icons.ts';

const menuList = [
  {
    url: 'business',
    name: '业务管理',
    icon: 'peoples',
    children: [{ url: 'user', name: '<img src=x onerror=alert(1)>', icon: 'user', children: [] }],
  },
];

describe('menu — SPEC 2: built routes without hidden ones, with the server names and icons', () => {
  it('excludes hidden routes and groups with nothing visible', () => {
    const items = menuItems([...CONSTANT_ROUTES, ...buildRoutes(PERMISSION_ROUTES, menuList)], menuFacts(menuList));
    expect(items.map((i) => i.path)).toEqual(['/dashboard', '/business']);
    expect(items[1]!.children!.map((c) => c.path)).toEqual(['/business/user']);
  });

  it("uses the server's (Chinese) names in zh-cn and the console's translation in English, as plain text", () => {
    const [, business] = menuItems(
      [...CONSTANT_ROUTES, ...buildRoutes(PERMISSION_ROUTES, menuList)],
      menuFacts(menuList),
    );
    const t = (key: string) => `t:${key}`;
    expect(menuLabel(business!, 'zh-cn', t)).toBe('业务管理');
    expect(menuLabel(business!.children![0]!, 'zh-cn', t)).toBe('<img src=x onerror=alert(1)>');
    expect(menuLabel(business!, 'en', t)).toBe('t:route.business');
  });

  it('each page entry names the screen it opens, so its code can be fetched before the click; groups name none', () => {
    const [dashboard, business] = menuItems(
      [...CONSTANT_ROUTES, ...buildRoutes(PERMISSION_ROUTES, menuList)],
      menuFacts(menuList),
    );
    expect(dashboard!.screen).toBe('dashboard');
    expect(business!.screen).toBeUndefined();
    expect(business!.children![0]!.screen).toBe('resource-list');
  });

  it('maps icon names to primeicons with a fallback for unknown names', () => {
    expect(iconClass('user')).toBe('pi pi-user');
    expect(iconClass('PEOPLES')).toBe('pi pi-users');
    expect(iconClass('no-such-icon')).toBe(FALLBACK_ICON);
    expect(iconClass(undefined)).toBe(FALLBACK_ICON);
  });

  it('survives malformed menus', () => {
    expect(menuFacts('x').size).toBe(0);
    const loop: Record<string, unknown> = { url: 'user', name: 7 };
    loop.children = [loop];
    expect(menuFacts([loop, null, 1]).get('user')).toEqual({});
  });
});
