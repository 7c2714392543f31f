import { describe, expect, it } from 'vitest';
import { menuFacts, menuItems, menuLabel, withBadges } from '../../../../src/core/routes/menuView.ts';
import { buildRoutes } from '../../../../src/core/routes/buildRoutes.ts';
import { CONSTANT_ROUTES } from '../../../../src/core/routes/table.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
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

describe('menuFacts — the server names and icons by url, whatever the entries hold', () => {
  it.each<[string, unknown, [string, object][]]>([
    [
      'name trimmed and icon',
      [{ url: 'User', name: '  用户管理 ', icon: 'user' }],
      [['user', { name: '用户管理', icon: 'user' }]],
    ],
    ['a name of at most 64 characters', [{ url: 'u', name: 'x'.repeat(70) }], [['u', { name: 'x'.repeat(64) }]]],
    ['a blank name and an empty icon are left out', [{ url: 'u', name: '  ', icon: '' }], [['u', {}]]],
    ['names and icons that are not text are left out', [{ url: 'u', name: 3, icon: { a: 1 } }], [['u', {}]]],
    ['entries without a usable url are skipped', [{ url: '', name: 'a' }, { url: 5, name: 'b' }, { name: 'c' }], []],
    [
      'the first entry of a url wins, whatever its case',
      [
        { url: 'User', name: 'first' },
        { url: 'user', name: 'second' },
      ],
      [['user', { name: 'first' }]],
    ],
    ['not a list', 'menu', []],
  ])('%s', (_, list, expected) => {
    expect([...menuFacts(list)]).toStrictEqual(expected);
  });
});

describe('menuItems — what each item carries', () => {
  const routes = [
    { path: '/a', name: 'a', screen: 'dashboard', meta: { title: 'route.a', icon: 'home' } },
    { path: '/b', name: 'b', meta: { title: 'route.b' } },
    {
      path: '/g',
      name: 'g',
      meta: { title: 'route.g', icon: 'tree' },
      children: [{ path: '/g/h', name: 'h', meta: { title: 'route.h', hidden: true } }],
    },
  ] as const;

  it('the route’s title key, screen and icon; the server’s name and icon when it sends them', () => {
    expect(menuItems(routes as never, new Map())).toStrictEqual([
      { path: '/a', titleKey: 'route.a', icon: 'home', screen: 'dashboard' },
      { path: '/b', titleKey: 'route.b' },
    ]);
    expect(
      menuItems(
        routes as never,
        new Map([
          ['a', { name: '甲', icon: 'star' }],
          ['b', { icon: 'bolt' }],
        ]),
      ),
    ).toStrictEqual([
      { path: '/a', titleKey: 'route.a', serverName: '甲', icon: 'star', screen: 'dashboard' },
      { path: '/b', titleKey: 'route.b', icon: 'bolt' },
    ]);
  });
});

describe('withBadges — counts of waiting work on entries and on the groups holding them', () => {
  const items = [
    { path: '/dashboard', titleKey: 'route.dashboard' },
    {
      path: '/business',
      titleKey: 'route.business',
      children: [
        { path: '/business/user', titleKey: 'route.user' },
        { path: '/business/withdrawal', titleKey: 'route.withdrawal' },
      ],
    },
  ];

  it('puts the badge on the entry and its group', () => {
    const badged = withBadges(items, { '/business/withdrawal': '7' });
    expect(badged).toStrictEqual([
      { path: '/dashboard', titleKey: 'route.dashboard' },
      {
        path: '/business',
        titleKey: 'route.business',
        badge: '7',
        children: [
          { path: '/business/user', titleKey: 'route.user' },
          { path: '/business/withdrawal', titleKey: 'route.withdrawal', badge: '7' },
        ],
      },
    ]);
    // The menu it was given is left as it was.
    expect(items[1]!.children![1]).toStrictEqual({ path: '/business/withdrawal', titleKey: 'route.withdrawal' });
  });

  it('an empty text shows no badge anywhere', () => {
    expect(withBadges(items, { '/business/withdrawal': '' })).toStrictEqual(items);
  });
});
