/**
 * The dashboard's figures: work waiting and today's numbers, each shown only to users who hold its
 * list permission and each opening its list filtered the way it counts. Declarations only: the
 * calls are in loadFigures.ts. Pure.
 */
import { areas } from '../business/group.ts';
import { points, user, withdrawal } from '../business/areas.ts';
import { formatDay, weekStart } from '../../core/resources/format.ts';
import { initialListState } from '../../core/resources/params.ts';
import { encodeListAddress } from '../../core/resources/list/address.ts';
import type { ResourceDef } from '../../core/resources/types.ts';

/** Where a figure's number comes from. */
export type FigureSource =
  /** The list's `totalCount` with these filters (a page of one row is enough). */
  | { kind: 'listTotal'; def: ResourceDef; params: Record<string, unknown> }
  /** GET …/withdrawal/pendingCount → `{ count, amount? }`. */
  | { kind: 'pendingWithdrawals' }
  /**
   * Today's points changes summed by sign (the stats call); `sign` picks the figure's half. A back
   * end without the stats call: the number of such records today, from the list.
   */
  | { kind: 'pointsToday'; sign: 'positive' | 'negative'; fallback: Record<string, unknown> };

export interface Figure {
  key: string;
  /** Locale key. */
  label: string;
  permission: string;
  source: FigureSource;
  /** The list the figure opens, filtered the way it counts. */
  path: string;
  tone: 'info' | 'success' | 'warning' | 'danger';
}

/** The list address of `route` showing `def`'s records that match `filters`. */
function linkTo(def: ResourceDef, route: string, filters: Record<string, unknown>): string {
  const query = encodeListAddress(def, { ...initialListState(def), filters });
  return query ? `${route}?${query}` : route;
}

function listTotal(def: ResourceDef, route: string, filters: Record<string, unknown>) {
  return {
    source: { kind: 'listTotal' as const, def, params: { page: 1, limit: 1, ...filters } },
    path: linkTo(def, route, filters),
  };
}

function pointsToday(sign: 'positive' | 'negative', today: string) {
  const change = sign === 'positive' ? [1, null] : [null, -1];
  const filters = { change, createdAt: [today, today] };
  // A call leaves null out: an open end of a range is sent empty, as the list sends it.
  const fallback = { page: 1, limit: 1, change: change.map((end) => end ?? ''), createdAt: [today, today] };
  return {
    source: { kind: 'pointsToday' as const, sign, fallback },
    path: linkTo(points, '/business/points', filters),
  };
}

export function dashboardFigures(now: Date): Figure[] {
  const today = formatDay(now);
  return [
    {
      key: 'pendingWithdrawals',
      label: 'dashboard.pendingWithdrawals',
      permission: areas.withdrawal.permissions.list,
      source: { kind: 'pendingWithdrawals' },
      path: linkTo(withdrawal, '/business/withdrawal', { status: 'pending' }),
      tone: 'warning',
    },
    {
      key: 'usersToday',
      label: 'dashboard.usersToday',
      permission: areas.user.permissions.list,
      ...listTotal(user, '/business/user', { registeredAt: [today, today] }),
      tone: 'info',
    },
    {
      key: 'usersThisWeek',
      label: 'dashboard.usersThisWeek',
      permission: areas.user.permissions.list,
      ...listTotal(user, '/business/user', { registeredAt: [formatDay(weekStart(now)), today] }),
      tone: 'success',
    },
    {
      key: 'pointsIssuedToday',
      label: 'dashboard.pointsIssuedToday',
      permission: areas.points.permissions.list,
      ...pointsToday('positive', today),
      tone: 'success',
    },
    {
      key: 'pointsSpentToday',
      label: 'dashboard.pointsSpentToday',
      permission: areas.points.permissions.list,
      ...pointsToday('negative', today),
      tone: 'danger',
    },
  ];
}

/** The figures a user with `held` permissions may see. */
export function visibleFigures(figures: readonly Figure[], held: (need: readonly string[]) => boolean): Figure[] {
  return figures.filter((f) => held([f.permission]));
}
