import { encode, hasSealedParts, seal, unseal } from './seal.ts';
import type { TokenArea } from './sealedTokenStore.ts';

/**
 * Whose drafts the worker may touch: decided by the worker, never named by a page.
 *
 * When the worker relays the nav answer of the session it holds, it records the account that answer
 * names, with the API host and a SHA-256 of the session's token, sealed in `storage.local` under
 * `session-account` (the same key as the token and the drafts; the record is bound to its key by the
 * additional data). The record outlives the token: after an expiry (or a browser restart that ended a
 * session kept without *Remember me*) it tells which account held the interrupted session. A sign-out
 * removes it.
 *
 * - a session is held and the record was made with its token, at this host: that account, `live`;
 * - a session is held that the record was not made with (just signed in, nav not yet relayed): none;
 * - no session, and a record at this host: the account whose session was interrupted, not `live`;
 * - otherwise (signed out, never signed in, another host, a record that does not open): none.
 */
export const SESSION_ACCOUNT_KEY = 'session-account';
export const SESSION_ACCOUNT_VERSION = 1;

export interface SessionAccountDeps {
  area: TokenArea;
  sealingKey: () => Promise<CryptoKey>;
  subtle?: SubtleCrypto;
}

export interface DraftAccount {
  account: string;
  /** Whether its session is the one held now (else it is the account of an interrupted session). */
  live: boolean;
}

export interface SessionAccount {
  /** The account of the session now held (nav answered with `token`) at `host`; answers the account recorded before, if any. */
  record(account: string, host: string, token: string): Promise<string | null>;
  /** Whose drafts the worker may touch at `host` while `token` is held (null: no session). */
  current(host: string, token: string | null): Promise<DraftAccount | null>;
  /** Sign-out: no account any more. */
  forget(): Promise<void>;
}

interface Recorded {
  account: string;
  host: string;
  /** SHA-256 (hex) of the token of the session that named the account. */
  token: string;
}

function isRecorded(value: unknown): value is Recorded {
  const v = (value ?? {}) as Record<string, unknown>;
  return typeof v.account === 'string' && typeof v.host === 'string' && typeof v.token === 'string';
}

export function createSessionAccount(deps: SessionAccountDeps): SessionAccount {
  const subtle = deps.subtle ?? globalThis.crypto.subtle;
  const digest = async (text: string): Promise<string> =>
    [...new Uint8Array(await subtle.digest('SHA-256', encode(text)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');

  /** The record, or null; one that does not open (another key, altered, a page's write) is removed. */
  const read = async (): Promise<Recorded | null> => {
    const value = (await deps.area.get(SESSION_ACCOUNT_KEY))[SESSION_ACCOUNT_KEY];
    if (value === undefined) return null;
    const v = value as Record<string, unknown>;
    if (typeof value === 'object' && value !== null && v.v === SESSION_ACCOUNT_VERSION && hasSealedParts(v)) {
      // A key store that cannot answer now is no reason to forget the account: that error goes to the caller.
      const key = await deps.sealingKey();
      try {
        const opened: unknown = JSON.parse(
          await unseal(subtle, key, { iv: v.iv as string, data: v.data as string }, SESSION_ACCOUNT_KEY),
        );
        if (isRecorded(opened)) return opened;
      } catch {
        // Falls through to the removal below.
      }
    }
    await deps.area.remove(SESSION_ACCOUNT_KEY);
    return null;
  };

  return {
    async record(account, host, token) {
      const before = await read();
      const recorded: Recorded = { account, host, token: await digest(token) };
      const sealed = await seal(subtle, await deps.sealingKey(), JSON.stringify(recorded), SESSION_ACCOUNT_KEY);
      await deps.area.set({ [SESSION_ACCOUNT_KEY]: { v: SESSION_ACCOUNT_VERSION, ...sealed } });
      return before?.account ?? null;
    },
    async current(host, token) {
      const recorded = await read();
      if (!recorded || recorded.host !== host) return null;
      if (token === null) return { account: recorded.account, live: false };
      return recorded.token === (await digest(token)) ? { account: recorded.account, live: true } : null;
    },
    forget: () => deps.area.remove(SESSION_ACCOUNT_KEY),
  };
}
