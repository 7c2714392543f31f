import { describe, expect, it, vi } from 'vitest';
import { clampProgress, createProgress, trickle } from '../../../../src/core/layout/progress.ts';

describe('navigation progress — SPEC 9: speed 500 ms, trickle speed 200 ms, minimum 0.3, no spinner', () => {
  it('never shows less than the minimum 0.3', () => {
    expect(clampProgress(0)).toBe(0.3);
    expect(clampProgress(2)).toBe(1);
  });

  it('trickles in shrinking steps and never reaches 1 on its own', () => {
    let n = 0.3;
    for (let i = 0; i < 1000; i++) n = trickle(n);
    expect(n).toBeLessThan(1);
    expect(n).toBeGreaterThan(0.99);
    expect(trickle(0.3) - 0.3).toBeCloseTo(0.04);
    expect(trickle(0.6) - 0.6).toBeCloseTo(0.02);
  });

  it('starts at the minimum, trickles every 200 ms, completes and hides after 500 ms', () => {
    vi.useFakeTimers();
    const progress = createProgress();
    progress.start();
    expect(progress.state()).toEqual({ value: 0.3, fading: false });
    vi.advanceTimersByTime(199);
    expect(progress.state().value).toBe(0.3);
    vi.advanceTimersByTime(1);
    expect(progress.state().value).toBeCloseTo(0.34);
    progress.done();
    expect(progress.state()).toEqual({ value: 1, fading: true });
    vi.advanceTimersByTime(499);
    expect(progress.state().value).toBe(1);
    vi.advanceTimersByTime(1);
    expect(progress.state()).toEqual({ value: null, fading: false });
    vi.useRealTimers();
  });
});
