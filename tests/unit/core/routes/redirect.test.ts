import { describe, expect, it } from 'vitest';
import { decideNavigation, passThroughTarget } from '../../../../src/core/routes/guard.ts';
import { isPublicPath, PUBLIC_PATHS } from '../../../../src/contract/constants.ts';
import { PUBLIC_ROUTES } from '../../../../src/core/routes/table.ts';

describe('SPEC 2: /redirect/{path} passes through to {path}', () => {
  it('goes to the path with its query', () => {
    expect(passThroughTarget('/redirect/business/user', 'page=2&q=a')).toBe('/business/user?page=2&q=a');
    expect(passThroughTarget('/redirect/dashboard', '')).toBe('/dashboard');
    expect(passThroughTarget('/redirect/', '')).toBe('/');
  });

  it('leaves every other path alone', () => {
    expect(passThroughTarget('/business/user', '')).toBeNull();
    expect(passThroughTarget('/redirects/x', '')).toBeNull();
  });

  it('signed out, a pass-through goes to login without carrying the path along', () => {
    const loggedOut = { status: 'loggedOut', routesLoaded: false } as const;
    expect(decideNavigation('/redirect/business/user', '', loggedOut)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2F',
    });
  });
});

describe('SPEC 6, 9: the public paths are /login and /password, named in one constant', () => {
  it('names them once and the route table takes them from there', () => {
    expect(Object.values(PUBLIC_PATHS)).toEqual(['/login', '/password']);
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual(['/login', '/password', '/redirect']);
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/password')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/redirect/login')).toBe(false);
  });
});
