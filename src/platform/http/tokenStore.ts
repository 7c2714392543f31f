/** Where a gateway keeps the session token. `remember` selects durable storage over per-session storage. */
export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string, remember: boolean): Promise<void>;
  clear(): Promise<void>;
}
