/**
 * Where a gateway keeps the session token. The token is kept with the origin of the API host that
 * issued it and is answered only for that origin: a store never hands one host's token to another.
 * `remember` selects durable storage over per-session storage.
 */
export interface TokenStore {
  /** The token issued by `origin`, or null. */
  get(origin: string): Promise<string | null>;
  set(token: string, options: { remember: boolean; origin: string }): Promise<void>;
  /** Forgets the token; answers whether there was one (for any origin). */
  clear(): Promise<boolean>;
  /**
   * The origin that issued the token held, when the store can hold one host's token while the
   * console talks to another (the extension: the API host is a setting). The gateway ends such a
   * session, announced and signed out at its issuer, the first time a call meets it.
   */
  issuer?(): Promise<string | null>;
}
