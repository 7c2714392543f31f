import type { i18n } from 'i18next';
import { requireTexts } from '../core/i18n/i18n.ts';
import { preloadable, tracked } from '../core/kernel/preloadable.ts';

/**
 * The signed-in console: everything after the sign-in screen (the layout, the features with their
 * screens and the route table the session builds the routes from).
 */
export const ShellScreen = preloadable(() => import('./SignedInConsole.tsx'));

// Keyed by the resource store, which react-i18next's wrapper of an instance shares with it.
const pending = new WeakMap<object, Promise<unknown>>();

/**
 * Starts loading the signed-in console — its code and its texts, side by side — and tells when
 * both are there. The promise says when it has settled (React's `use` then reads it without
 * suspending), so a console loaded while the sign-in was on its way is drawn at once. A failed load
 * stays failed (the screen shows it with a way to reload): a fresh promise on every render would
 * keep the screen waiting for ever.
 */
export function loadConsole(instance: i18n): Promise<unknown> {
  let loading = pending.get(instance.store);
  if (!loading) {
    loading = tracked(Promise.all([ShellScreen.load(), requireTexts(instance, 'console')]));
    pending.set(instance.store, loading);
  }
  return loading;
}

/**
 * The same load, started early (as the sign-in is submitted). If it fails on a blip it is
 * forgotten, so the console's own load after sign-in tries again.
 */
export function preloadConsole(instance: i18n): Promise<unknown> {
  const loading = loadConsole(instance);
  loading.catch(() => {
    if (pending.get(instance.store) === loading) pending.delete(instance.store);
  });
  return loading;
}
