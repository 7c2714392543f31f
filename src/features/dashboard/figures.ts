/**
 * The dashboard's figures: counts from the same list calls as the screens (a page of one row is
 * enough to read `totalCount`), each shown only to users who hold its list permission. Pure.
 */
import { areas } from '../business/group.ts';
import { user, withdrawal } from '../business/areas.ts';
import { formatDay, weekStart } from '../../core/resources/format.ts';
import type { ResourceDef } from '../../core/resources/types.ts';

export interface Figure {
  key: string;
  /** Locale key. */
  label: string;
  permission: string;
  def: ResourceDef;
  params: Record<string, unknown>;
  /** The screen the figure opens. */
  path: string;
  tone: 'info' | 'success' | 'warning';
}

export function dashboardFigures(now: Date): Figure[] {
  const today = formatDay(now);
  return [
    {
      key: 'usersThisWeek',
      label: 'dashboard.usersThisWeek',
      permission: areas.user.permissions.list,
      def: user,
      params: { page: 1, limit: 1, registeredAt: [formatDay(weekStart(now)), today] },
      path: '/business/user',
      tone: 'success',
    },
    {
      key: 'usersToday',
      label: 'dashboard.usersToday',
      permission: areas.user.permissions.list,
      def: user,
      params: { page: 1, limit: 1, registeredAt: [today, today] },
      path: '/business/user',
      tone: 'info',
    },
    {
      key: 'pendingWithdrawals',
      label: 'dashboard.pendingWithdrawals',
      permission: areas.withdrawal.permissions.list,
      def: withdrawal,
      params: { page: 1, limit: 1, status: 'pending' },
      path: '/business/withdrawal',
      tone: 'warning',
    },
  ];
}

/** The figures a user with `held` permissions may see. */
export function visibleFigures(figures: readonly Figure[], held: (need: readonly string[]) => boolean): Figure[] {
  return figures.filter((f) => held([f.permission]));
}
