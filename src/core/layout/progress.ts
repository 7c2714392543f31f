import { PROGRESS } from '../../contract/constants.ts';
import type { Progress, ProgressState } from '../kernel/ports.ts';

/**
 * The navigation progress bar (SPEC 9: speed 500 ms, trickle speed 200 ms, minimum 0.3, no
 * spinner), after the well-known nprogress behaviour: starts at the minimum, trickles towards
 * 0.994 in shrinking steps, jumps to 1 when done and fades out over `speed`.
 */

export function clampProgress(n: number): number {
  return Math.min(Math.max(n, PROGRESS.minimum), 1);
}

/** The next trickle step from `n` (nprogress' increments). */
export function trickle(n: number): number {
  if (n >= 1) return n;
  const amount = n < 0.2 ? 0.1 : n < 0.5 ? 0.04 : n < 0.8 ? 0.02 : n < 0.99 ? 0.005 : 0;
  return clampProgress(Math.min(n + amount, 0.994));
}

type Listener = (state: ProgressState) => void;

export function createProgress(
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): Progress {
  let state: ProgressState = { value: null, fading: false };
  const listeners = new Set<Listener>();
  let trickleTimer: ReturnType<typeof setTimeout> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const emit = (next: ProgressState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const stopTimers = () => {
    if (trickleTimer) timers.clearTimeout(trickleTimer);
    if (hideTimer) timers.clearTimeout(hideTimer);
    trickleTimer = hideTimer = null;
  };
  const work = () => {
    trickleTimer = timers.setTimeout(() => {
      if (state.value === null || state.fading) return;
      emit({ value: trickle(state.value), fading: false });
      work();
    }, PROGRESS.trickleSpeedMs);
  };
  return {
    start() {
      stopTimers();
      emit({ value: state.value !== null && !state.fading ? state.value : PROGRESS.minimum, fading: false });
      work();
    },
    done() {
      if (state.value === null) return;
      stopTimers();
      emit({ value: 1, fading: true });
      hideTimer = timers.setTimeout(() => emit({ value: null, fading: false }), PROGRESS.speedMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
  };
}
