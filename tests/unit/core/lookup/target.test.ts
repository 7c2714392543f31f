import { describe, expect, it } from 'vitest';
import type { Lookup } from '../../../../src/contract/lookupClassify.ts';
import {
  KEYWORD_PARAM,
  LOOKUP_PARAM,
  LOOKUP_PATH,
  lookupPath,
  lookupRedirect as redirectWith,
  lookupTarget as targetWith,
} from '../../../../src/core/lookup/target.ts';
import type { LookupTarget } from '../../../../src/core/kernel/features.ts';
import { FEATURES } from '../../../../src/features/index.ts';

/** The rules with the targets the features contribute (the business group's). */
const lookupTarget = (lookup: Lookup, canOpen: (path: string) => boolean) =>
  targetWith(lookup, canOpen, FEATURES.lookups);
const lookupRedirect = (path: string, search: string, canOpen: (path: string) => boolean) =>
  redirectWith(path, search, canOpen, FEATURES.lookups);

const USERS = '/business/user';
const USER_LOOK = '/business/user-look';
const WITHDRAWALS = '/business/withdrawal';
const ALL = [USERS, USER_LOOK, WITHDRAWALS];

/** The account can open exactly these screens. */
const screens =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

/** The path and query of a target, read back as a URL would be. */
const parse = (target: string) => {
  const url = new URL(target, 'https://console.invalid');
  return { path: url.pathname, query: [...url.searchParams.entries()], hash: url.hash };
};

describe('lookupPath — the hidden lookup route', () => {
  it('is /lookup?q=<the text>', () => {
    expect(LOOKUP_PATH).toBe('/lookup');
    expect(LOOKUP_PARAM).toBe('q');
    expect(KEYWORD_PARAM).toBe('keyword');
    expect(lookupPath('13800000001')).toBe('/lookup?q=13800000001');
  });

  it.each(['a&keyword=x#frag', '张 三', '100% + 1 = ?', '<img src=x onerror=alert(1)>', 'q=1&q=2', '/#/login'])(
    'encodes %j so that it reads back as one q',
    (text) => {
      const { path, query, hash } = parse(lookupPath(text));
      expect(path).toBe('/lookup');
      expect(query).toEqual([['q', text]]);
      expect(hash).toBe('');
    },
  );
});

describe('lookupTarget — the screen that answers a lookup', () => {
  it.each<[string, Lookup, string]>([
    ['a mobile: users filtered by it', { kind: 'mobile', value: '13800000001' }, '/business/user?keyword=13800000001'],
    [
      'a text: users filtered by it',
      { kind: 'text', value: '张三' },
      `/business/user?keyword=${encodeURIComponent('张三')}`,
    ],
    ['a user id: that user’s page', { kind: 'user-id', value: '12' }, '/business/user-look?id=12'],
    [
      'an order number: withdrawals filtered by it',
      { kind: 'withdrawal', value: 'TX20260101000012' },
      '/business/withdrawal?keyword=TX20260101000012',
    ],
  ])('with every screen, %s', (_rule, lookup, target) => {
    expect(lookupTarget(lookup, screens(...ALL))).toBe(target);
  });

  it.each<[string, Lookup, string[], string]>([
    [
      'a user id without the user page: users filtered by the id',
      { kind: 'user-id', value: '12' },
      [USERS, WITHDRAWALS],
      '/business/user?keyword=12',
    ],
    [
      'an order number without withdrawals: searched as text among users',
      { kind: 'withdrawal', value: 'TX20260101000012' },
      [USERS, USER_LOOK],
      '/business/user?keyword=TX20260101000012',
    ],
    ['a user id with the user page only', { kind: 'user-id', value: '12' }, [USER_LOOK], '/business/user-look?id=12'],
    [
      'an order number with withdrawals only',
      { kind: 'withdrawal', value: 'TX20260101000012' },
      [WITHDRAWALS],
      '/business/withdrawal?keyword=TX20260101000012',
    ],
    ['a mobile without users', { kind: 'mobile', value: '13800000001' }, [USER_LOOK, WITHDRAWALS], '/401'],
    ['a text without users', { kind: 'text', value: 'x' }, [USER_LOOK, WITHDRAWALS], '/401'],
    ['a user id without users or the user page', { kind: 'user-id', value: '12' }, [WITHDRAWALS], '/401'],
    [
      'an order number without users or withdrawals',
      { kind: 'withdrawal', value: 'TX20260101000012' },
      [USER_LOOK],
      '/401',
    ],
    ['anything with no screen at all', { kind: 'text', value: 'x' }, [], '/401'],
  ])('%s', (_rule, lookup, open, target) => {
    expect(lookupTarget(lookup, screens(...open))).toBe(target);
  });

  it('asks only about the three screens', () => {
    const asked = new Set<string>();
    for (const kind of ['mobile', 'user-id', 'withdrawal', 'text'] as const)
      lookupTarget({ kind, value: '1' }, (path) => (asked.add(path), false));
    expect([...asked].sort()).toEqual([...ALL].sort());
  });

  it('a value with query syntax stays one keyword', () => {
    const { path, query, hash } = parse(lookupTarget({ kind: 'text', value: 'a&keyword=x#frag' }, screens(...ALL)));
    expect(path).toBe(USERS);
    expect(query).toEqual([['keyword', 'a&keyword=x#frag']]);
    expect(hash).toBe('');
  });
});

describe('lookupRedirect — /lookup?q=… opens the screen that answers it', () => {
  it.each(['/dashboard', '/lookup/', '/Lookup', '/business/user', '/lookupx', ''])('%j is no lookup: null', (path) => {
    expect(lookupRedirect(path, 'q=13800000001', screens(...ALL))).toBeNull();
  });

  it.each([
    ['an empty q', 'q='],
    ['a blank q', 'q=%20%20'],
    ['no q', ''],
    ['another parameter only', 'keyword=13800000001'],
    ['a q of control characters only', 'q=%00%0A%E2%80%8B'],
  ])('%s: the dashboard', (_name, search) => {
    expect(lookupRedirect('/lookup', search, screens(...ALL))).toBe('/dashboard');
  });

  it.each([
    ['138 0000 0001', '/business/user?keyword=13800000001'],
    ['#12', '/business/user-look?id=12'],
    ['tx 20260101 000012', '/business/withdrawal?keyword=TX20260101000012'],
    ['张三', `/business/user?keyword=${encodeURIComponent('张三')}`],
  ])('the text %j written by lookupPath lands on %s', (text, target) => {
    const route = lookupPath(text);
    const search = route.slice(route.indexOf('?'));
    expect(lookupRedirect('/lookup', search, screens(...ALL))).toBe(target);
    // With or without the leading '?'.
    expect(lookupRedirect('/lookup', search.slice(1), screens(...ALL))).toBe(target);
  });

  it('an encoded q round-trips: `&keyword=x#frag` ends up as ONE keyword value, not an injected parameter', () => {
    const text = 'a&keyword=x#frag';
    const route = lookupPath(text);
    const target = lookupRedirect('/lookup', route.slice(route.indexOf('?')), screens(...ALL));
    const { path, query, hash } = parse(target!);
    expect(path).toBe(USERS);
    expect(query).toEqual([['keyword', text]]);
    expect(hash).toBe('');
  });

  it('hostile text is searched as text, never opened as a link', () => {
    for (const text of ['javascript:alert(1)', '<img src=x onerror=alert(1)>', '//evil.example/', '/401']) {
      const route = lookupPath(text);
      const target = lookupRedirect('/lookup', route.slice(route.indexOf('?')), screens(...ALL))!;
      expect(target.startsWith('/business/user?keyword=')).toBe(true);
      expect(parse(target).query).toEqual([['keyword', text]]);
    }
  });

  it('a very long q is cut to 64 characters before it is looked up', () => {
    const target = lookupRedirect('/lookup', lookupPath('z'.repeat(5000)).slice(8), screens(...ALL))!;
    expect(parse(target).query).toEqual([['keyword', 'z'.repeat(64)]]);
  });

  it('without the screens the lookup ends on the 401 screen', () => {
    expect(lookupRedirect('/lookup', 'q=13800000001', screens())).toBe('/401');
  });
});

describe('lookupRedirect — a selection handed over is looked up, never followed as a link', () => {
  it('a console link in a selection is searched as text (only Ctrl/⌘+K, typed or pasted by the person, opens links)', () => {
    const link = 'https://admin.example.com/#/business/user?status=1';
    const target = lookupRedirect('/lookup', new URLSearchParams({ q: link }).toString(), screens(...ALL))!;
    expect(target.startsWith('/business/user?keyword=')).toBe(true);
  });
});

describe("lookupTarget — the targets are the features' contribution, not the core's", () => {
  // A catch-all declared first and a kind's own target declared after it, as two groups might.
  const contributed: LookupTarget[] = [
    { path: '/shop/coupon', param: 'keyword' },
    { kinds: ['withdrawal'], path: '/shop/order', param: 'code' },
  ];

  it("tries the targets of the lookup's kind first, then those that answer every kind", () => {
    const lookup: Lookup = { kind: 'withdrawal', value: 'W1' };
    expect(targetWith(lookup, screens('/shop/coupon', '/shop/order'), contributed)).toBe('/shop/order?code=W1');
    expect(targetWith(lookup, screens('/shop/coupon'), contributed)).toBe('/shop/coupon?keyword=W1');
    expect(targetWith({ kind: 'text', value: 'x' }, screens('/shop/order'), contributed)).toBe('/401');
  });

  it('lands nowhere but the 401 screen when no feature contributes a target', () => {
    expect(targetWith({ kind: 'text', value: 'x' }, () => true, [])).toBe('/401');
  });
});
