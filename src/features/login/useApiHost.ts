import { useEffect, useState } from 'react';
import type { Platform } from '../../contract/platform.ts';

/** Whether the shell has an API host: `unknown` until it has said so; shells that always have one say `set` at once. */
export type ApiHostState = 'unknown' | 'set' | 'missing';

/** The shell's answer, kept current when the host is set or removed elsewhere (the extension's options page). */
export function useApiHost(apiHost: Platform['apiHost']): ApiHostState {
  const [state, setState] = useState<ApiHostState>(apiHost ? 'unknown' : 'set');
  useEffect(() => {
    if (!apiHost) return;
    let live = true;
    const show = (isSet: boolean) => {
      if (live) setState(isSet ? 'set' : 'missing');
    };
    const stop = apiHost.subscribe(show);
    // A shell that cannot tell shows the form: its own checks still refuse a call without a host.
    apiHost.isSet().then(show, () => show(true));
    return () => {
      live = false;
      stop();
    };
  }, [apiHost]);
  return state;
}
