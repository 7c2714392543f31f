import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildRoutes, RouteBuildError } from '../../../../src/core/routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import { flattenRoutes } from '../../../../src/core/routes/resolve.ts';
import type { RouteDef } from '../../../../src/core/routes/types.ts';

const menu = (...urls: string[]) => urls.map((url) => ({ url, name: url, children: [] }));
const names = (routes: RouteDef[]) => flattenRoutes(routes).map((r) => r.name);

describe('buildRoutes — SPEC 2 navigation rules', () => {
  it('keeps a route only if its name matches a menu entry url', () => {
    const routes = buildRoutes(PERMISSION_ROUTES, menu('business', 'user', 'points'));
    expect(names(routes)).toEqual(['business', 'user', 'user-look', 'points']);
  });

  it('compares names and urls ignoring case', () => {
    const routes = buildRoutes(PERMISSION_ROUTES, menu('BUSINESS', 'User'));
    expect(names(routes)).toContain('user');
  });

  it('finds urls anywhere in the menu tree', () => {
    const tree = [{ url: 'config', name: '配置', children: [{ url: 'brand', name: '品牌', children: [] }] }];
    expect(names(buildRoutes(PERMISSION_ROUTES, tree))).toEqual([
      'config',
      'brand',
      'incentive-add',
      'incentive-edit',
      'incentive-look',
    ]);
  });

  it('always keeps routes whose names contain add, edit or look', () => {
    const routes = buildRoutes(PERMISSION_ROUTES, menu('config', 'vehicle'));
    expect(names(routes)).toEqual(['config', 'vehicle', 'incentive-add', 'incentive-edit', 'incentive-look']);
  });

  it('drops a parent route with no surviving children', () => {
    const routes = buildRoutes(PERMISSION_ROUTES, menu('organization', 'permission', 'role'));
    expect(routes.map((r) => r.name)).toEqual(['permission']);
    // A detail route is a surviving child too: the group stays routable, the menu shows no entry for it.
    const detailOnly = buildRoutes(PERMISSION_ROUTES, menu('business'));
    expect(names(detailOnly)).toEqual(['business', 'user-look']);
  });

  it("points a parent's redirect to its first visible child", () => {
    const [config] = buildRoutes(PERMISSION_ROUTES, menu('config', 'brand', 'channel'));
    expect(config?.redirect).toBe('/config/brand');
    const [business] = buildRoutes(PERMISSION_ROUTES, menu('business', 'tag'));
    // user-look is kept (detail page) but hidden: the redirect skips it.
    expect(business?.redirect).toBe('/business/tag');
  });

  it('does not change the route table it reads', () => {
    const before = JSON.stringify(PERMISSION_ROUTES);
    buildRoutes(PERMISSION_ROUTES, menu('config', 'brand'));
    expect(JSON.stringify(PERMISSION_ROUTES)).toBe(before);
  });

  it('fails with RouteBuildError when the menu list is not a list', () => {
    for (const bad of ['unavailable', null, undefined, 42, { url: 'user' }]) {
      expect(() => buildRoutes(PERMISSION_ROUTES, bad)).toThrow(RouteBuildError);
    }
  });

  it('tolerates malformed entries and cycles by reference', () => {
    const loop: Record<string, unknown> = { url: 'business', children: [] };
    (loop.children as unknown[]).push(loop, null, 7, 'x', { url: 42 }, { url: 'user', children: 'nope' });
    expect(names(buildRoutes(PERMISSION_ROUTES, [loop]))).toEqual(['business', 'user', 'user-look']);
  });
});

describe('buildRoutes — random menu trees', () => {
  const knownUrls = flattenRoutes(PERMISSION_ROUTES).map((r) => r.name);

  /** Every url of a menu tree, lower-cased (the test's own walk: malformed entries are skipped). */
  const menuUrls = (menuList: unknown): Set<string> => {
    const urls = new Set<string>();
    const walk = (items: unknown) => {
      if (!Array.isArray(items)) return;
      for (const item of items) {
        if (item && typeof item === 'object') {
          const { url, children } = item as { url?: unknown; children?: unknown };
          if (typeof url === 'string') urls.add(url.toLowerCase());
          walk(children);
        }
      }
    };
    walk(menuList);
    return urls;
  };

  /**
   * The rules of SPEC 2, checked against the route table one by one: the routes kept are exactly
   * those allowed (name matches a menu url ignoring case, or contains add/edit/look), in table
   * order; a parent is kept exactly when it is allowed and some child is kept; its redirect is
   * its first visible kept child.
   */
  const expectRules = (table: readonly RouteDef[], menuList: unknown, routes: RouteDef[]) => {
    const urls = menuUrls(menuList);
    const allowed = (route: RouteDef) => /add|edit|look/i.test(route.name) || urls.has(route.name.toLowerCase());
    const survives = (route: RouteDef): boolean => allowed(route) && (!route.children || route.children.some(survives));
    const expectLevel = (tableLevel: readonly RouteDef[], kept: RouteDef[]) => {
      const expected = tableLevel.filter(survives);
      expect(kept.map((r) => r.path)).toEqual(expected.map((r) => r.path));
      expected.forEach((route, i) => {
        const keptRoute = kept[i]!;
        expect(keptRoute.meta).toEqual(route.meta);
        if (!route.children) {
          expect(keptRoute.children).toBeUndefined();
          return;
        }
        const children = keptRoute.children ?? [];
        expectLevel(route.children, children);
        expect(keptRoute.redirect).toBe((children.find((c) => !c.meta.hidden) ?? children[0])!.path);
      });
    };
    expectLevel(table, routes);
  };

  /** A url as a menu may spell it: a route name in any case, or a url the console has no route for. */
  const url = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...knownUrls), fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }))
        .map(([name, upper]) => [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join('')),
    },
    { weight: 1, arbitrary: fc.constantFrom('system', 'dict', 'monitor', 'report', 'users', 'brands', 'role-x', '') },
  );

  /**
   * A real menu as the server sends it: entries with menuId/parentId assembled into a tree
   * (directories and menus, any depth, urls repeated or out of place), sorted by orderNum.
   */
  const realMenu: fc.Arbitrary<unknown[]> = fc
    .array(
      fc.record({ url, parent: fc.nat(), type: fc.constantFrom(0, 1), orderNum: fc.integer({ min: 0, max: 9 }) }),
      { maxLength: 40 },
    )
    .map((entries) => {
      const nodes = entries.map((e, i) => ({
        menuId: i + 1,
        parentId: 0,
        name: `菜单 ${i + 1}`,
        url: e.url,
        icon: 'menu',
        type: e.type,
        orderNum: e.orderNum,
        children: [] as unknown[],
      }));
      const top: unknown[] = [];
      nodes.forEach((node, i) => {
        const parentIndex = (entries[i]!.parent % (i + 1)) - 1; // -1: top level; otherwise an earlier entry
        if (parentIndex < 0) top.push(node);
        else {
          node.parentId = parentIndex + 1;
          nodes[parentIndex]!.children.push(node);
        }
      });
      return top;
    });

  it('real menus: the routes kept are exactly those the rules keep, with their redirects', () => {
    let keptScreens = 0;
    let keptNothing = 0;
    fc.assert(
      fc.property(realMenu, (menuList) => {
        const routes = buildRoutes(PERMISSION_ROUTES, menuList);
        expectRules(PERMISSION_ROUTES, menuList, routes);
        if (flattenRoutes(routes).some((r) => !r.children && !/add|edit|look/i.test(r.name))) keptScreens++;
        if (routes.length === 0) keptNothing++;
      }),
      { numRuns: 400 },
    );
    // The menus are real enough that screens are kept in many runs (about a quarter: 80 of 400 was
    // seen at the low end), and some runs keep nothing: the generator reaches both sides of the rules.
    expect(keptScreens).toBeGreaterThan(40);
    expect(keptNothing).toBeGreaterThan(0);
  });

  const entry: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record(
        {
          url: fc.oneof(
            fc.constantFrom(...knownUrls, ...knownUrls.map((u) => u.toUpperCase())),
            fc.string(),
            fc.anything(),
          ),
          name: fc.string(),
          children: fc.oneof(fc.array(tie('node'), { maxLength: 5 }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
  })).node;

  it('malformed menus: never throws on a list, and the same rules hold for the well-formed part', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (menuList) => {
        expectRules(PERMISSION_ROUTES, menuList, buildRoutes(PERMISSION_ROUTES, menuList));
      }),
      { numRuns: 300 },
    );
  });

  it('handles 10,000 entries, deep and wide', () => {
    const wide = Array.from({ length: 10_000 }, (_, i) => ({ url: knownUrls[i % knownUrls.length]!, name: `m${i}` }));
    expect(names(buildRoutes(PERMISSION_ROUTES, wide))).toEqual(knownUrls);
    let deep: Record<string, unknown> = { url: 'menu', children: [] };
    for (let i = 0; i < 10_000; i++) deep = { url: i === 9_999 ? 'permission' : `x${i}`, children: [deep] };
    expect(names(buildRoutes(PERMISSION_ROUTES, [deep]))).toEqual(['permission', 'menu']);
  });
});
