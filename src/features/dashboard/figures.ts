/**
 * The dashboard's figures: counts from the same list calls as the screens (a page of one row is
 * enough to read `totalCount`), each shown only to users who hold its list permission. Pure.
 */
import { areas } from '../business/group.ts';
import { user, withdrawal } from '../business/areas.ts';
import { formatDay, weekStart } from '../../core/resources/format.ts';
import { initialListState } from '../../core/resources/params.ts';
import { encodeListAddress } from '../../core/resources/list/address.ts';
import type { ResourceDef } from '../../core/resources/types.ts';

export interface Figure {
  key: string;
  /** Locale key. */
  label: string;
  permission: string;
  def: ResourceDef;
  params: Record<string, unknown>;
  /** The list the figure opens, filtered the way it counts. */
  path: string;
  tone: 'info' | 'success' | 'warning';
}

/** A figure counting `def`'s records that match `filters`: one row asked for, the same filters in the link. */
function counting(def: ResourceDef, route: string, filters: Record<string, unknown>) {
  const query = encodeListAddress(def, { ...initialListState(def), filters });
  return { def, params: { page: 1, limit: 1, ...filters }, path: query ? `${route}?${query}` : route };
}

export function dashboardFigures(now: Date): Figure[] {
  const today = formatDay(now);
  return [
    {
      key: 'usersThisWeek',
      label: 'dashboard.usersThisWeek',
      permission: areas.user.permissions.list,
      ...counting(user, '/business/user', { registeredAt: [formatDay(weekStart(now)), today] }),
      tone: 'success',
    },
    {
      key: 'usersToday',
      label: 'dashboard.usersToday',
      permission: areas.user.permissions.list,
      ...counting(user, '/business/user', { registeredAt: [today, today] }),
      tone: 'info',
    },
    {
      key: 'pendingWithdrawals',
      label: 'dashboard.pendingWithdrawals',
      permission: areas.withdrawal.permissions.list,
      ...counting(withdrawal, '/business/withdrawal', { status: 'pending' }),
      tone: 'warning',
    },
  ];
}

/** The figures a user with `held` permissions may see. */
export function visibleFigures(figures: readonly Figure[], held: (need: readonly string[]) => boolean): Figure[] {
  return figures.filter((f) => held([f.permission]));
}
