import { describe, expect, it } from 'vitest';
import { displayName, roleNames } from '../../../../src/core/session/userInfo.ts';

describe('displayName — the signed-in user as the navbar shows them', () => {
  it.each<[string, Record<string, unknown> | null | undefined, string]>([
    ['nickname first', { nickname: 'Ann', userName: 'ann01', mobile: '138' }, 'Ann'],
    ['then userName', { nickname: '  ', userName: 'ann01', mobile: '138' }, 'ann01'],
    ['then username', { username: 'ann02', name: 'Ann N', mobile: '138' }, 'ann02'],
    ['then name', { name: 'Ann N', mobile: '138' }, 'Ann N'],
    ['then mobile', { mobile: '13800138000' }, '13800138000'],
    ['a numeric field as its digits', { mobile: 13800138000 }, '13800138000'],
    ['trimmed', { nickname: '  Ann  ' }, 'Ann'],
    ['at most 64 characters', { nickname: 'x'.repeat(80) }, 'x'.repeat(64)],
    ['a non-text field is skipped', { nickname: { html: '<b>' }, userName: 'ann01' }, 'ann01'],
    ['nothing usable', { nickname: '', email: 'a@b.c' }, ''],
    ['no user', null, ''],
    ['undefined', undefined, ''],
  ])('%s', (_, userInfo, expected) => {
    expect(displayName(userInfo as never)).toBe(expected);
  });

  it('markup in a name stays text', () => {
    expect(displayName({ nickname: '<img src=x onerror=alert(1)>' } as never)).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('roleNames', () => {
  it('lists the text role names the server sends, nothing else', () => {
    expect(roleNames({ roleNames: ['运营', 3, null, 'Ops'] } as never)).toEqual(['运营', 'Ops']);
    expect(roleNames({ roleNames: 'admin' } as never)).toEqual([]);
    expect(roleNames({} as never)).toEqual([]);
    expect(roleNames(null)).toEqual([]);
  });
});
