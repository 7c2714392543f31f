import { describe, expect, it } from 'vitest';
import {
  cleanTitleDetail,
  declaredTitleKey,
  MAX_TITLE_DETAIL,
  titleDetail,
  withDetail,
} from '../../../../src/core/routes/routeTitle.ts';
import { pageTitle } from '../../../../src/core/kernel/usePageTitle.ts';

const SPOOF = `title=${encodeURIComponent('Session expired — call 400-820-0000')}`;

/**
 * docs/security.md "Titles come from the console": a `title` query parameter only adds a detail to
 * a detail screen's declared title; on every other route (sign-in included) it is ignored.
 */
describe('titles come from what the console declares', () => {
  it.each(['login', 'password', 'dashboard', '404', '401', 'profile', 'user', 'brand'])(
    'the %s route takes nothing from a title query parameter',
    (name) => {
      expect(titleDetail({ name }, SPOOF)).toBeNull();
    },
  );

  it.each(['user-look', 'incentive-add', 'incentive-edit', 'incentive-look'])(
    'the detail route %s adds the parameter as a detail of its own title',
    (name) => {
      expect(titleDetail({ name }, 'id=7&title=VIP%20customer')).toBe('VIP customer');
      expect(titleDetail({ name }, 'id=7')).toBeNull();
      expect(titleDetail({ name }, 'title=%20%20')).toBeNull();
    },
  );

  it('a page title is the declared title, its detail and the app name; no route, the app name', () => {
    expect(pageTitle('View user', 'VIP customer', 'Management Platform')).toBe(
      'View user · VIP customer - Management Platform',
    );
    expect(pageTitle('Sign in', null, 'Management Platform')).toBe('Sign in - Management Platform');
    expect(pageTitle(null, 'x', 'Management Platform')).toBe('Management Platform');
    expect(withDetail('Users', undefined)).toBe('Users');
  });

  it('cleans a detail: no control, bidi or zero-width characters, single spaces, at most 40 characters', () => {
    expect(cleanTitleDetail('\u202eevil\u202c\u200b name\u0007\n\t x')).toBe('evil name x');
    expect(cleanTitleDetail('王'.repeat(60))).toBe('王'.repeat(MAX_TITLE_DETAIL));
    expect(cleanTitleDetail('😀'.repeat(50))).toBe('😀'.repeat(MAX_TITLE_DETAIL));
  });

  it("a title in the route's declared params is the declared title", () => {
    expect(declaredTitleKey({ meta: { title: 'route.user', params: { title: 'route.vip' } } })).toBe('route.vip');
    expect(declaredTitleKey({ meta: { title: 'route.user' } })).toBe('route.user');
  });
});
