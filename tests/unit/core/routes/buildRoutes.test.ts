import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildRoutes, RouteBuildError } from '../../../../src/core/routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../../../../src/core/routes/table.ts';
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
    expect(names(buildRoutes(PERMISSION_ROUTES, tree))).toEqual(['config', 'brand', 'incentive-add', 'incentive-edit', 'incentive-look']);
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
  const entry: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({
        url: fc.oneof(fc.constantFrom(...knownUrls, ...knownUrls.map((u) => u.toUpperCase())), fc.string(), fc.anything()),
        name: fc.string(),
        children: fc.oneof(fc.array(tie('node'), { maxLength: 5 }), fc.anything()),
      }, { requiredKeys: [] }),
      fc.anything(),
    ),
  })).node;

  it('never throws on a list and never keeps a route the rules drop', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (menuList) => {
        const routes = buildRoutes(PERMISSION_ROUTES, menuList);
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
        for (const route of flattenRoutes(routes)) {
          expect(/add|edit|look/i.test(route.name) || urls.has(route.name.toLowerCase())).toBe(true);
          if (route.children) {
            expect(route.children.length).toBeGreaterThan(0);
            expect(route.children.some((c) => c.path === route.redirect)).toBe(true);
          }
        }
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
