import { describe, expect, it } from 'vitest';
import { resolvePath } from '../../../../src/core/routes/resolve.ts';
import { buildRoutes, collectMenuUrls, RouteBuildError } from '../../../../src/core/routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import type { RouteDef } from '../../../../src/core/routes/types.ts';

describe('resolvePath at its edges (SPEC 2)', () => {
  const routes = buildRoutes(PERMISSION_ROUTES, [{ url: 'config' }, { url: 'brand' }]);
  it.each<[string, unknown]>([
    ['/', { type: 'redirect', to: '/dashboard' }],
    ['/config/brand/', { type: 'screen', name: 'brand' }],
    ['/config/brand///', { type: 'screen', name: 'brand' }],
    ['/config/', { type: 'redirect', to: '/config/brand' }],
    ['/config/brandx', { type: 'not-found' }],
  ])('%j', (path, expected) => {
    const resolution = resolvePath(path, routes);
    expect(resolution.type === 'screen' ? { type: 'screen', name: resolution.route.name } : resolution).toEqual(
      expected,
    );
  });

  it('a route with neither screen nor redirect is not found', () => {
    const bare: RouteDef[] = [{ path: '/bare', name: 'bare', meta: { title: 'route.bare' } }];
    expect(resolvePath('/bare', bare)).toEqual({ type: 'not-found' });
  });
});

describe('collectMenuUrls', () => {
  it('lower-cases the urls and leaves out entries without a usable one', () => {
    expect([
      ...collectMenuUrls([
        { url: 'User' },
        { url: '' },
        { url: 7 },
        { name: 'x' },
        { url: 'tag', children: [{ url: 'Brand' }] },
      ]),
    ]).toEqual(['user', 'tag', 'brand']);
  });
  it.each([null, {}, 'user', 3])('a menu list %j that is not a list cannot be built', (menuList) => {
    expect(() => collectMenuUrls(menuList)).toThrow(RouteBuildError);
    try {
      collectMenuUrls(menuList);
    } catch (error) {
      expect((error as Error).name).toBe('RouteBuildError');
      expect((error as Error).message).toBe('menuList is not a list');
    }
  });
});
