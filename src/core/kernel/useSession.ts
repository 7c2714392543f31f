import { useStore } from 'zustand';
import { useServices } from './services.ts';
import type { SessionState } from './ports.ts';

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(useServices().session.store, select);
}
