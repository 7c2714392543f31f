/**
 * What `use-sync-external-store/shim` becomes in every build: React's own hook. wouter and
 * react-i18next import the shim for React 17 and older; on React 19 the shim only hands back
 * `React.useSyncExternalStore`, but its fallback code still ships (0.7 KB, 0.3 KB gzip, on every
 * page's critical path). Unit tests load the real shim, which gives the same hook.
 */
export { useSyncExternalStore } from 'react';
