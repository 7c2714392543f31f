import type { DraftStore } from '../../contract/platform.ts';
import type { UserInfo } from '../kernel/ports.ts';
import { accountKey } from './userInfo.ts';

/** The part of the session state the drafts follow. */
export interface DraftSessionState {
  status: string;
  nav: { userInfo: UserInfo } | null;
}

/**
 * Sign-out: every draft of the signed-in account goes before the session does (an account that
 * cannot be told has none). Never throws: the sign-out goes on whatever the store answers.
 */
export async function clearDraftsAtSignOut(
  drafts: DraftStore,
  userInfo: UserInfo | null | undefined,
  host: string,
): Promise<void> {
  const account = accountKey(userInfo);
  if (account !== null) await drafts.clearAccount(account, host).catch(() => undefined);
}

/**
 * What the drafts do as the session changes (a session store listener):
 * - a session that ends without a sign-out keeps the drafts of the account that held it, marked
 *   interrupted, so that signing in again as that account reopens them (signing out removed them first);
 * - an account whose nav has just loaded is the one signed in: the drafts other accounts left on this
 *   host go (in the web build; the extension's worker decides that itself).
 */
export function followSessionForDrafts(
  drafts: DraftStore,
  host: () => string,
): (state: DraftSessionState, previous: DraftSessionState) => void {
  return (state, previous) => {
    if (previous.status === 'loggedIn' && state.status !== 'loggedIn' && previous.nav) {
      const account = accountKey(previous.nav.userInfo);
      if (account !== null) void drafts.markInterrupted(account, host()).catch(() => undefined);
    }
    if (state.status === 'loggedIn' && state.nav) {
      const account = accountKey(state.nav.userInfo);
      const before = previous.nav ? accountKey(previous.nav.userInfo) : null;
      if (account !== null && account !== before) void drafts.signedIn(account, host()).catch(() => undefined);
    }
  };
}
