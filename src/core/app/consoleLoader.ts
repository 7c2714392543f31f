import type { i18n } from 'i18next';
import { requireTexts } from '../i18n/i18n.ts';

/** The signed-in shell's code: everything after the sign-in screen. */
export const loadShell = () => import('../layout/ConsoleShell.tsx');

// Keyed by the resource store, which react-i18next's wrapper of an instance shares with it.
const pending = new WeakMap<object, Promise<unknown>>();

/**
 * Starts loading the signed-in console — its code and its texts, side by side — and tells when
 * both are there. The sign-in screen calls it as the person submits, so the dashboard does not
 * wait for them after the server has answered. A failed load stays failed (the screen shows it with a
 * way to reload): a fresh promise on every render would keep the screen waiting for ever.
 */
export function loadConsole(instance: i18n): Promise<unknown> {
  let loading = pending.get(instance.store);
  if (!loading) {
    loading = Promise.all([loadShell(), requireTexts(instance, 'console')]);
    pending.set(instance.store, loading);
  }
  return loading;
}

/**
 * The same loads, started early (as the sign-in is submitted) without being remembered: if one
 * fails on a blip, the console's own load after sign-in tries again.
 */
export function preloadConsole(instance: i18n): Promise<unknown> {
  return Promise.all([loadShell(), requireTexts(instance, 'console')]);
}
