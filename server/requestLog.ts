/** The last requests the API saw, for tests that assert what the console sent. */

export interface RequestRecord {
  method: string;
  path: string;
  /** Query parameters; a parameter given more than once has an array of values. */
  query: Record<string, string | string[]>;
  /** Value of the `Token` header, or null when absent. */
  token: string | null;
  /** Epoch milliseconds. */
  at: number;
}

export const REQUEST_LOG_SIZE = 200;

export function queryRecord(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
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
