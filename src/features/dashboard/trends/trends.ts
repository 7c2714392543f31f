/**
 * The dashboard's trend charts, declared: which area each counts, by which date field, what it
 * sums and splits, its series, and the one list total per day it falls back to when the back end
 * has no stats call. Each chart shows only to accounts that may list its area. Pure.
 */
import { areas } from '../../business/group.ts';
import { points, user, withdrawal } from '../../business/areas.ts';
import type { ResourceDef } from '../../../core/resources/types.ts';
import type { GroupPick } from './days.ts';

export type TrendUnit = 'count' | 'money' | 'points';

export interface TrendSeries {
  key: string;
  /** Locale key. */
  label: string;
  /** The groups of the stats answer the series adds up. */
  groups: GroupPick;
  /** Colour: a theme variable name without `--`, read when the chart is drawn. */
  colour: string;
  /** Sums below zero (points spent) are drawn and told as their size. */
  negate?: boolean;
}

export interface TrendDef {
  key: 'registrations' | 'withdrawals' | 'points';
  /** Locale key of the chart's title. */
  title: string;
  def: ResourceDef;
  permission: string;
  /** The list the chart's days open. */
  route: string;
  /** The date field days are counted by. */
  field: string;
  /** The number field summed, and what its sums are. */
  sum?: { field: string; unit: TrendUnit };
  split?: string;
  series: TrendSeries[];
  /** What the chart draws: the counts, or the sums (`sum` must be declared). */
  draws: 'count' | 'sum';
  /** The fallback: one list total per day, with these filters beside the day's range. */
  fallback: { label: string; filters: Record<string, unknown> };
}

export const TRENDS: readonly TrendDef[] = [
  {
    key: 'registrations',
    title: 'dashboard.trends.registrations',
    def: user,
    permission: areas.user.permissions.list,
    route: '/business/user',
    field: 'registeredAt',
    series: [{ key: 'registered', label: 'dashboard.trends.registered', groups: 'all', colour: 'console-primary' }],
    draws: 'count',
    fallback: { label: 'dashboard.trends.registered', filters: {} },
  },
  {
    key: 'withdrawals',
    title: 'dashboard.trends.withdrawals',
    def: withdrawal,
    permission: areas.withdrawal.permissions.list,
    route: '/business/withdrawal',
    field: 'createdAt',
    sum: { field: 'amount', unit: 'money' },
    split: 'status',
    series: [
      { key: 'applied', label: 'dashboard.trends.applied', groups: 'all', colour: 'console-primary' },
      // Paid applications were approved first.
      { key: 'approved', label: 'dashboard.trends.approved', groups: ['approved', 'paid'], colour: 'chart-success' },
      { key: 'rejected', label: 'dashboard.trends.rejected', groups: ['rejected'], colour: 'chart-danger' },
    ],
    draws: 'count',
    fallback: { label: 'dashboard.trends.applied', filters: {} },
  },
  {
    key: 'points',
    title: 'dashboard.trends.points',
    def: points,
    permission: areas.points.permissions.list,
    route: '/business/points',
    field: 'createdAt',
    sum: { field: 'change', unit: 'points' },
    split: 'change',
    series: [
      { key: 'issued', label: 'dashboard.trends.issued', groups: ['positive'], colour: 'chart-success' },
      { key: 'spent', label: 'dashboard.trends.spent', groups: ['negative'], colour: 'chart-warning', negate: true },
    ],
    draws: 'sum',
    fallback: { label: 'dashboard.trends.records', filters: {} },
  },
];

/** The charts an account holding `held` permissions may see. */
export function visibleTrends(trends: readonly TrendDef[], held: (need: readonly string[]) => boolean): TrendDef[] {
  return trends.filter((trend) => held([trend.permission]));
}
