/**
 * What `use-sync-external-store/shim` becomes in every build: React's own hook. wouter imports the
 * shim for React 17 and older; on React 19 the shim only hands back `React.useSyncExternalStore`,
 * but its fallback code still ships (0.7 KB on every page's critical path).
 */
export { useSyncExternalStore } from 'react';
