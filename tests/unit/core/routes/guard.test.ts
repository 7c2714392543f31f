import { describe, expect, it } from 'vitest';
import { decideNavigation, loginPathFor, safeRedirect } from '../../../../src/core/routes/guard.ts';
import { resolvePath } from '../../../../src/core/routes/resolve.ts';
import { buildRoutes } from '../../../../src/core/routes/buildRoutes.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';

const loggedOut = { status: 'loggedOut' as const, routesLoaded: false };
const notLoaded = { status: 'loggedIn' as const, routesLoaded: false };
const loaded = { status: 'loggedIn' as const, routesLoaded: true };

describe('decideNavigation — SPEC 2 guard', () => {
  it('lets an unauthenticated visit reach the public paths /login and /password', () => {
    expect(decideNavigation('/login', '', loggedOut)).toEqual({ type: 'allow' });
    expect(decideNavigation('/password', '', loggedOut)).toEqual({ type: 'allow' });
  });

  it('sends an unauthenticated visit anywhere else to login, with the path and query URL-encoded in redirect', () => {
    expect(decideNavigation('/business/user', 'page=2&q=a b', loggedOut)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fbusiness%2Fuser%3Fpage%3D2%26q%3Da%20b',
    });
    expect(decideNavigation('/dashboard', '', loggedOut)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fdashboard',
    });
    expect(loginPathFor('/', '')).toBe('/login?redirect=%2F');
  });

  it('redirects an authenticated visit to /login to /', () => {
    expect(decideNavigation('/login', 'redirect=%2Fx', loaded)).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation('/login', '', notLoaded)).toEqual({ type: 'redirect', to: '/' });
  });

  it('generates the routes once logged in and not yet loaded, then allows the repeated navigation', () => {
    expect(decideNavigation('/business/user', '', notLoaded)).toEqual({ type: 'load-routes' });
    expect(decideNavigation('/business/user', '', loaded)).toEqual({ type: 'allow' });
  });

  it('waits while the session is not known yet', () => {
    expect(decideNavigation('/dashboard', '', { status: 'unknown', routesLoaded: false })).toEqual({ type: 'wait' });
  });
});

describe('resolvePath — SPEC 2 routes inside the layout', () => {
  const routes = buildRoutes(PERMISSION_ROUTES, [{ url: 'config' }, { url: 'brand' }, { url: 'channel' }]);
  it('redirects the root to /dashboard', () => {
    expect(resolvePath('/', routes)).toEqual({ type: 'redirect', to: '/dashboard' });
  });
  it('redirects a group to its first visible child', () => {
    expect(resolvePath('/config', routes)).toEqual({ type: 'redirect', to: '/config/brand' });
  });
  it('finds screens, including hidden detail routes', () => {
    expect(resolvePath('/config/channel', routes)).toMatchObject({ type: 'screen', route: { name: 'channel' } });
    expect(resolvePath('/config/incentive-edit', routes)).toMatchObject({
      type: 'screen',
      route: { meta: { activeMenu: '/config/incentive' } },
    });
    expect(resolvePath('/404', routes)).toMatchObject({ type: 'screen', route: { name: '404' } });
  });
  it('answers not-found when no route matches (the user goes to /404)', () => {
    expect(resolvePath('/business/user', routes)).toEqual({ type: 'not-found' });
    expect(resolvePath('/nowhere', routes)).toEqual({ type: 'not-found' });
  });
});

describe('safeRedirect — the redirect after sign-in stays inside the console', () => {
  it('keeps paths of this console with their query', () => {
    expect(safeRedirect('/business/user?page=2')).toBe('/business/user?page=2');
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
  });
  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/javascript:alert(1)'],
    ['%2F%2Fevil.example'],
    ['/%2F/evil.example'],
    ['%252F%252Fevil.example'],
    ['/%5Cevil.example'],
    ['/ok\nSet-Cookie: x'],
    ['%E0%A4%A'],
    [''],
    [null],
    ['/login?redirect=%2Fx'],
  ])('falls back to / for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
