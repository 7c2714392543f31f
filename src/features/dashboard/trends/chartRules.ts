/**
 * Rules of the trend charts that need no canvas: the value axis counts in whole steps (every trend
 * counts records or points, so a tick never reads "2.5"), and the legend tells the last day's
 * values while the pointer is away from the chart (never "Day: Registered:" with nothing after).
 */

/** The value axis' steps: 1, 2, 5, 10, 20, 50, … — whole numbers only. */
export const WHOLE_STEPS: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** The day the legend tells: the one under the pointer, otherwise the last day drawn. */
export function legendDay(hovered: number | null | undefined, days: number): number | null {
  if (hovered !== null && hovered !== undefined) return hovered;
  return days > 0 ? days - 1 : null;
}
