import { describe, expect, it } from 'vitest';
import { decideNavigation, passThroughTarget, safeRedirect } from '../../../../src/core/routes/guard.ts';

/** SPEC 2's guard and the redirect after sign-in, at their edges. */
const loggedOut = { status: 'loggedOut' as const, routesLoaded: false };

describe('SPEC 2: /redirect/{path} while signed out', () => {
  it.each([
    ['/redirect/business/user', 'page=2'],
    ['/redirect', ''],
    ['/redirect/', ''],
  ])('%j goes to sign-in, to come back to / (not to the pass-through)', (path, search) => {
    expect(decideNavigation(path, search, loggedOut)).toEqual({ type: 'redirect', to: '/login?redirect=%2F' });
  });
  it('a path that only starts like it is an ordinary path', () => {
    expect(decideNavigation('/redirects', '', loggedOut)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fredirects',
    });
  });
});

describe('passThroughTarget', () => {
  it.each<[string, string, string | null]>([
    ['/redirect/business/user', 'page=2', '/business/user?page=2'],
    ['/redirect/dashboard', '', '/dashboard'],
    ['/redirect/', '', '/'],
    ['/business/user', '', null],
    ['/redirect', '', null],
  ])('%j ? %j → %j', (path, search, expected) => {
    expect(passThroughTarget(path, search)).toBe(expected);
  });
});

describe('safeRedirect at its edges', () => {
  it.each<[unknown, string]>([
    [undefined, '/'],
    [42, '/'],
    ['/login', '/'],
    ['/login?redirect=%2Fx', '/'],
    ['/loginx', '/loginx'],
    ['/login/extra', '/login/extra'],
    ['/a%2Fb', '/a%2Fb'],
    ['/search?q=%25', '/search?q=%25'],
    ['/%2525252F%2525252Fevil', '/%2525252F%2525252Fevil'],
    ['/%252F%252Fevil', '/'],
    ['/ok\u007f', '/'],
    ['/ok\u001f', '/'],
    ['/ok\u0020space', '/ok\u0020space'],
    ['/data:text/html,x', '/'],
    ['/path/with:colon', '/path/with:colon'],
    ['//javascript:alert(1)', '/'],
    ['///evil', '/'],
    ['/1http:', '/1http:'],
    ['relative/path', '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value as string)).toBe(expected);
  });
});
