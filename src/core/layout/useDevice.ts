import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../kernel/services.ts';
import { useMediaQuery } from './useMediaQuery.ts';

/** Below this width the device is mobile (SPEC 3): the sidebar becomes an overlay drawer. */
export const MOBILE_QUERY = '(max-width: 991px)';

/** Keeps the persisted device in step with the available width and answers it. */
export function useDevice(): 'mobile' | 'desktop' {
  const { settings } = useServices();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const stored = useStore(settings.store, (s) => s.app.device);
  const device = mobile ? 'mobile' : 'desktop';
  useEffect(() => {
    if (stored !== device) settings.updateApp({ device });
  }, [device, stored, settings]);
  return device;
}
