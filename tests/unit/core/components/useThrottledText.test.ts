// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useThrottledText } from '../../../../src/core/components/useThrottledText.ts';

describe('useThrottledText — progress heard at a sensible rate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first text at once, then at most one change per interval, and always the latest', () => {
    const { result, rerender } = renderHook(({ text }) => useThrottledText(text, 4000), { initialProps: { text: '' } });
    rerender({ text: '100 / 1000 rows' });
    expect(result.current).toBe('100 / 1000 rows');
    rerender({ text: '200 / 1000 rows' });
    rerender({ text: '300 / 1000 rows' });
    expect(result.current).toBe('100 / 1000 rows');
    act(() => void vi.advanceTimersByTime(3999));
    expect(result.current).toBe('100 / 1000 rows');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('300 / 1000 rows');
  });

  it('clears at once when the work is over', () => {
    const { result, rerender } = renderHook(({ text }) => useThrottledText(text, 4000), { initialProps: { text: '' } });
    rerender({ text: '1 / 3' });
    rerender({ text: '' });
    expect(result.current).toBe('');
  });
});
