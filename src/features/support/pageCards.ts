/**
 * The cards of the "On this page" section: what each identifier found beside the panel matched,
 * looked up through the console's API client (in the extension: the worker, like every call, and in
 * the request log). At most MAX_LOOKUPS_AT_ONCE calls at a time; answers kept per page, so a tab
 * switched back to asks nothing again.
 */
import type { ApiClient } from '../../core/api/client.ts';
import { identifierKey, type PageIdentifier } from '../../contract/pageIdentifiers.ts';

export const MAX_LOOKUPS_AT_ONCE = 4;
/** Pages whose answers are kept (the most recent ones). */
export const PAGES_KEPT = 20;

type Row = Record<string, unknown>;

export interface UserCard {
  kind: 'user';
  id: number;
  nickname: string;
  status: unknown;
  points: unknown;
  registeredAt: unknown;
  pending: { count: number; amount: number } | null;
  /** The user as the server answered it (for "Copy for ticket"). */
  record: Row;
}
export interface WithdrawalCard {
  kind: 'withdrawal';
  id: number;
  orderNo: string;
  status: unknown;
  amount: unknown;
  createdAt: unknown;
  /** When it was paid: the review time of a paid withdrawal. */
  paidAt: unknown;
  /** The withdrawal as the server answered it (for "Copy for ticket"). */
  record: Row;
}
export type CardAnswer = UserCard | WithdrawalCard | { kind: 'none' } | { kind: 'failed' };

const rows = (data: unknown): Row[] =>
  typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)
    ? ((data as { list: unknown[] }).list.filter((r) => typeof r === 'object' && r !== null) as Row[])
    : [];

/** A limit on calls running at once: the others wait their turn. */
export function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export function createCardLookups(api: ApiClient) {
  const limit = limiter(MAX_LOOKUPS_AT_ONCE);
  const get = <T>(url: string, params?: Record<string, unknown>) =>
    limit(() => api.call<T>({ method: 'GET', url, ...(params ? { params } : {}) }, { quiet: true }));

  const userCard = async (user: Row): Promise<UserCard> => {
    const id = Number(user.id);
    const pending = await get('/api/business/withdrawal/list', { userId: id, status: 'pending', page: 1, limit: 100 })
      .then((data) => {
        const list = rows(data);
        const count = Number((data as { totalCount?: unknown }).totalCount ?? list.length);
        return { count, amount: list.reduce((sum, row) => sum + (Number(row.amount) || 0), 0) };
      })
      .catch(() => null);
    const { nickname, status, points, registeredAt } = user;
    return { kind: 'user', id, nickname: String(nickname ?? ''), status, points, registeredAt, pending, record: user };
  };

  const answer = async (identifier: PageIdentifier): Promise<CardAnswer> => {
    if (identifier.kind === 'withdrawal') {
      const data = await get('/api/business/withdrawal/list', { keyword: identifier.value, page: 1, limit: 5 });
      const row = rows(data).find((r) => r.orderNo === identifier.value);
      if (!row) return { kind: 'none' };
      const { id, status, amount, createdAt, reviewedAt } = row;
      return {
        kind: 'withdrawal',
        id: Number(id),
        orderNo: identifier.value,
        status,
        amount,
        createdAt,
        paidAt: status === 'paid' ? reviewedAt : null,
        record: row,
      };
    }
    if (identifier.kind === 'mobile') {
      const data = await get('/api/business/user/list', { keyword: identifier.value, page: 1, limit: 5 });
      const row = rows(data).find((r) => r.mobile === identifier.value);
      return row ? userCard(row) : { kind: 'none' };
    }
    const user = await get<Row | null>(`/api/business/user/info/${encodeURIComponent(identifier.value)}`).catch(
      () => null,
    );
    return user && typeof user === 'object' ? userCard(user) : { kind: 'none' };
  };

  const pages = new Map<string, Map<string, Promise<CardAnswer>>>();
  return {
    /** The answer for an identifier found on `page`: asked once per page. */
    lookup(page: string, identifier: PageIdentifier): Promise<CardAnswer> {
      let kept = pages.get(page);
      if (!kept) {
        kept = new Map();
        pages.set(page, kept);
        if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
      }
      const key = identifierKey(identifier);
      let found = kept.get(key);
      if (!found) {
        found = answer(identifier).catch((): CardAnswer => ({ kind: 'failed' }));
        kept.set(key, found);
      }
      return found;
    },
  };
}
export type CardLookups = ReturnType<typeof createCardLookups>;
