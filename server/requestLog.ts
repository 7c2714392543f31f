/**
 * The last requests the API saw, for tests that assert what the console sent. Tokens are never
 * kept: the `Token` header and any `Token` query parameter are replaced by their fingerprint.
 */
import { createHash } from 'node:crypto';

export interface RequestRecord {
  method: string;
  path: string;
  /** Query parameters; a parameter given more than once has an array of values. */
  query: Record<string, string | string[]>;
  /** Fingerprint (`tokenFingerprint`) of the `Token` header, or null when absent. */
  token: string | null;
  /** Epoch milliseconds. */
  at: number;
}

export const REQUEST_LOG_SIZE = 200;

export const FINGERPRINT_PREFIX = 'redacted:';

/**
 * A stable stand-in for a token that shows which session a request used without revealing it:
 * `redacted:` and the first 12 hex characters of the token's SHA-256.
 */
export function tokenFingerprint(token: string): string {
  return FINGERPRINT_PREFIX + createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 12);
}

/** Query parameters whose values are tokens (compared ignoring case: `Token`, `token`). */
const TOKEN_PARAMETER = /^token(\[\])?$/i;

/** Query parameters as a record; a token-bearing parameter keeps only its fingerprint. */
export function queryRecord(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const redact = TOKEN_PARAMETER.test(key);
    const values = search.getAll(key).map((value) => (redact ? tokenFingerprint(value) : value));
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

export class RequestLog {
  #records: RequestRecord[] = [];
  readonly #size: number;

  constructor(size = REQUEST_LOG_SIZE) {
    this.#size = size;
  }

  add(record: RequestRecord): void {
    this.#records.push(record);
    if (this.#records.length > this.#size) this.#records.splice(0, this.#records.length - this.#size);
  }

  /** Oldest first; optionally only one exact path and only the last `limit` records. */
  list(filter: { path?: string; limit?: number } = {}): RequestRecord[] {
    const matching = filter.path === undefined ? this.#records : this.#records.filter((r) => r.path === filter.path);
    const limit = filter.limit ?? this.#size;
    return limit >= matching.length ? [...matching] : matching.slice(matching.length - limit);
  }

  clear(): void {
    this.#records = [];
  }
}
