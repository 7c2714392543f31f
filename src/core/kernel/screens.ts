import type { ScreenKey, ScreenProps } from '../routes/types.ts';
import type { Preloadable } from './preloadable.ts';

/**
 * The screens inside the console, by key: each loads its code when first visited, or when asked to
 * before. The kernel knows none of them: the app registers the features' screens when it starts
 * (`app/screens.ts`), and the layout and the sign-in screen ask for them here by key.
 */
const registered = new Map<ScreenKey, Preloadable<ScreenProps>>();

export function registerScreens(screens: Partial<Record<ScreenKey, Preloadable<ScreenProps>>>): void {
  for (const [key, screen] of Object.entries(screens) as [ScreenKey, Preloadable<ScreenProps>][])
    registered.set(key, screen);
}

/** The screen of `key`; the 404 screen for none, or for a key nothing registered. */
export function screenFor(key: ScreenKey | undefined): Preloadable<ScreenProps> {
  const screen = registered.get(key ?? 'error-404') ?? registered.get('error-404');
  if (!screen) throw new Error(`no screen registered for ${String(key)}`);
  return screen;
}

/**
 * Fetches a screen's code ahead of its first visit (a pointer over its menu entry, or focus on
 * it): by the click it is usually there, and the screen is drawn without a loading state.
 */
export function prefetchScreen(key: ScreenKey | undefined): void {
  if (key) void loadScreen(key);
}

/** Whether a screen's code is there: it is then drawn without a loading state. */
export function screenLoaded(key: ScreenKey | undefined): boolean {
  return screenFor(key).loaded();
}

/** Loads a screen's code; settles either way (a failure is shown by the screen itself). */
export function loadScreen(key: ScreenKey | undefined): Promise<void> {
  return screenFor(key)
    .load()
    .then(
      () => undefined,
      () => undefined,
    );
}
