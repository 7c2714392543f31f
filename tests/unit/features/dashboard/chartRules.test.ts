import { describe, expect, it } from 'vitest';
import { legendDay, WHOLE_STEPS } from '../../../../src/features/dashboard/trends/chartRules.ts';

describe('trend charts: count axes and legends', () => {
  it('the value axis steps in whole numbers only (never 2.5 or 7.5), from 1 upwards in order', () => {
    expect(WHOLE_STEPS[0]).toBe(1);
    expect(WHOLE_STEPS.every((step) => Number.isInteger(step))).toBe(true);
    expect([...WHOLE_STEPS].sort((a, b) => a - b)).toEqual(WHOLE_STEPS);
    expect(WHOLE_STEPS).toEqual(expect.arrayContaining([1, 2, 5, 10, 20, 50, 100, 1000, 10000]));
    expect(WHOLE_STEPS.at(-1)).toBeGreaterThanOrEqual(1e9);
  });

  it('the legend tells the last day while the pointer is away, and the hovered day under it', () => {
    expect(legendDay(null, 7)).toBe(6);
    expect(legendDay(undefined, 30)).toBe(29);
    expect(legendDay(2, 7)).toBe(2);
    expect(legendDay(0, 7)).toBe(0);
    expect(legendDay(null, 0)).toBeNull();
  });
});
