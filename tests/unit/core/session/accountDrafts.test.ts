import { describe, expect, it, vi } from 'vitest';
import { accountKey, displayName, roleNames } from '../../../../src/core/session/userInfo.ts';
import { accountKeyOf, accountOfNavReply } from '../../../../src/contract/account.ts';
import {
  clearDraftsAtSignOut,
  followSessionForDrafts,
  type DraftSessionState,
} from '../../../../src/core/session/sessionDrafts.ts';
import type { DraftStore } from '../../../../src/contract/platform.ts';

describe('accountKey — whose drafts: the user id, else the user name, else nobody (no shared bucket)', () => {
  it.each<[unknown, string | null]>([
    [{ userId: 7 }, 'id:7'],
    [{ userId: 0 }, 'id:0'],
    [{ userId: ' 42 ' }, 'id:42'],
    [{ userId: 7, userName: 'ann' }, 'id:7'],
    [{ userId: '', userName: 'ann' }, 'name:ann'],
    [{ userId: '  ', userName: ' ann ' }, 'name:ann'],
    [{ userId: Number.NaN, userName: 'ann' }, 'name:ann'],
    [{ userId: Infinity }, null],
    [{ userId: null, userName: 'ann' }, 'name:ann'],
    [{ userId: true, userName: 7 }, null],
    [{ userName: '   ' }, null],
    [{ nickname: 'Ann', mobile: '13800000001' }, null],
    [{}, null],
    [null, null],
    [undefined, null],
    ['id:7', null],
  ])('%j → %s', (userInfo, expected) => {
    expect(accountKeyOf(userInfo)).toBe(expected);
    expect(accountKey(userInfo as never)).toBe(expected);
  });

  it('accountOfNavReply reads a successful nav answer only', () => {
    const nav = (body: unknown) => ({ ok: true as const, status: 200, body });
    expect(accountOfNavReply(nav({ code: 0, data: { userInfo: { userId: 3 } } }))).toBe('id:3');
    expect(accountOfNavReply(nav({ code: 500, msg: 'token无效', data: { userInfo: { userId: 3 } } }))).toBeNull();
    expect(accountOfNavReply(nav({ code: 0, data: null }))).toBeNull();
    expect(accountOfNavReply(nav({ code: 0, data: 'x' }))).toBeNull();
    expect(accountOfNavReply(nav({ code: 0, data: { userInfo: { nickname: 'x' } } }))).toBeNull();
    expect(accountOfNavReply({ ok: false, kind: 'network' })).toBeNull();
  });

  it('displayName and roleNames', () => {
    expect(displayName(null)).toBe('');
    expect(displayName({ nickname: '  ', userName: ' ann ' })).toBe('ann');
    expect(displayName({ mobile: 13800000001 })).toBe('13800000001');
    expect(displayName({ name: 'x'.repeat(80) })).toHaveLength(64);
    expect(displayName({ nickname: {} })).toBe('');
    expect(roleNames({ roleNames: ['a', 1, 'b'] })).toEqual(['a', 'b']);
    expect(roleNames({ roleNames: 'a' })).toEqual([]);
    expect(roleNames(undefined)).toEqual([]);
  });
});

function fakeDrafts() {
  return {
    clearAccount: vi.fn(async () => undefined),
    markInterrupted: vi.fn(async () => undefined),
    signedIn: vi.fn(async () => undefined),
  } as unknown as DraftStore & Record<'clearAccount' | 'markInterrupted' | 'signedIn', ReturnType<typeof vi.fn>>;
}
const HOST = 'https://console.example';
const state = (status: string, userInfo?: Record<string, unknown>): DraftSessionState => ({
  status,
  nav: userInfo ? { userInfo } : null,
});

describe('the sign-out and expiry paths that clear and mark drafts', () => {
  it('sign-out clears the account’s drafts; without an account identity nothing is asked; a refusal does not stop it', async () => {
    const drafts = fakeDrafts();
    await clearDraftsAtSignOut(drafts, { userId: 7 }, HOST);
    expect(drafts.clearAccount).toHaveBeenCalledWith('id:7', HOST);
    drafts.clearAccount.mockClear();
    await clearDraftsAtSignOut(drafts, { nickname: 'x' }, HOST);
    await clearDraftsAtSignOut(drafts, null, HOST);
    expect(drafts.clearAccount).not.toHaveBeenCalled();
    drafts.clearAccount.mockRejectedValueOnce(new Error('gone'));
    await expect(clearDraftsAtSignOut(drafts, { userId: 7 }, HOST)).resolves.toBeUndefined();
  });

  it('a session that ends marks the drafts of the account that held it; nothing for one with no nav or no identity', () => {
    const drafts = fakeDrafts();
    const follow = followSessionForDrafts(drafts, () => HOST);
    follow(state('loggedOut'), state('loggedIn', { userId: 7 }));
    expect(drafts.markInterrupted).toHaveBeenCalledWith('id:7', HOST);
    expect(drafts.markInterrupted).toHaveBeenCalledTimes(1);
    follow(state('loggedOut'), state('loggedIn'));
    follow(state('loggedOut'), state('loggedIn', { nickname: 'x' }));
    follow(state('loggedOut'), state('loggedOut', { userId: 7 }));
    follow(state('loggedIn', { userId: 7 }), state('loggedIn', { userId: 7 }));
    expect(drafts.markInterrupted).toHaveBeenCalledTimes(1);
    expect(drafts.signedIn).not.toHaveBeenCalled();
  });

  it('an account whose nav loads is the one signed in: the store removes the others’ drafts; once per account', () => {
    const drafts = fakeDrafts();
    const follow = followSessionForDrafts(drafts, () => HOST);
    follow(state('loggedIn', { userId: 8 }), state('loggedIn'));
    expect(drafts.signedIn).toHaveBeenCalledWith('id:8', HOST);
    // The nav refreshed for the same account: nothing more.
    follow(state('loggedIn', { userId: 8, nickname: 'new' }), state('loggedIn', { userId: 8 }));
    const same = state('loggedIn', { userId: 8 });
    follow(same, same);
    // Not signed in, or no identity: nothing.
    follow(state('loggedOut', { userId: 9 }), state('loggedOut'));
    follow(state('loggedIn', { nickname: 'x' }), state('loggedIn'));
    expect(drafts.signedIn).toHaveBeenCalledTimes(1);
    follow(state('loggedIn', { nickname: 'x' }), state('loggedIn', { userId: 8 }));
    expect(drafts.signedIn).toHaveBeenCalledTimes(1);
    follow(state('loggedIn', { userId: 9 }), state('loggedIn', { userId: 8 }));
    expect(drafts.signedIn).toHaveBeenLastCalledWith('id:9', HOST);
    expect(drafts.markInterrupted).not.toHaveBeenCalled();
  });

  it('a store that refuses does not throw into the session store', async () => {
    const drafts = fakeDrafts();
    drafts.markInterrupted.mockRejectedValue(new Error('x'));
    drafts.signedIn.mockRejectedValue(new Error('x'));
    const follow = followSessionForDrafts(drafts, () => HOST);
    expect(() => follow(state('loggedOut'), state('loggedIn', { userId: 7 }))).not.toThrow();
    expect(() => follow(state('loggedIn', { userId: 7 }), state('loggedIn'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
