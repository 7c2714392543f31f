import { useSyncExternalStore } from 'react';
import { PROGRESS } from '../../contract/constants.ts';
import type { Progress } from '../kernel/ports.ts';

/** A thin bar at the top of the page in the theme colour while a screen loads; no spinner. */
export function NavigationProgress({ progress }: { progress: Progress }) {
  const state = useSyncExternalStore(progress.subscribe, progress.state, progress.state);
  if (state.value === null) return null;
  return (
    <div className="nav-progress" aria-hidden="true" data-value={state.value.toFixed(3)}>
      <div
        className="nav-progress__bar"
        style={{
          transform: `translate3d(${(-1 + state.value) * 100}%, 0, 0)`,
          transition: `transform ${PROGRESS.speedMs}ms ease, opacity ${PROGRESS.speedMs}ms linear`,
          opacity: state.fading ? 0 : 1,
        }}
      />
    </div>
  );
}
