import { derivePalette, primaryTextColor, textOnColor } from './palette.ts';
import type { AppState, Settings, Size, ThemeMode } from '../kernel/ports.ts';

const DARK_STYLE_ID = 'console-dark-theme';
let darkCss: Promise<string> | null = null;
/** Dark was asked for last (a light switch while the sheet loads cancels it). */
let wanted = false;

/** Sets the primary palette as CSS variables that the rewritten PrimeReact theme reads. */
export function applyPalette(root: HTMLElement, themeColor: string, dark = false): void {
  const palette = derivePalette(themeColor);
  // Text stays readable (WCAG AA) whatever colour is chosen.
  root.style.setProperty('--console-on-primary', textOnColor(palette.primary));
  root.style.setProperty('--console-on-primary-dark', textOnColor(palette.dark));
  root.style.setProperty('--console-primary-text', primaryTextColor(palette.primary, dark));
  const hex = palette.primary.slice(1);
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
  root.style.setProperty('--console-primary', palette.primary);
  root.style.setProperty('--console-primary-rgb', rgb);
  root.style.setProperty('--console-primary-dark', palette.dark);
  root.style.setProperty('--console-primary-darker', derivePalette(palette.dark).dark);
  palette.light.forEach((shade, i) => root.style.setProperty(`--console-primary-light-${i + 1}`, shade));
}

export function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function isDark(theme: ThemeMode, systemDark: boolean): boolean {
  return theme === 'dark' || (theme === 'auto' && systemDark);
}

/**
 * Dark theme: the class `dark` on the page root (SPEC 4) and PrimeReact's dark theme, loaded when
 * first needed. Each component's light rules load with the component (see the build's theme
 * split), so a component first shown after the switch would bring light rules placed after the
 * dark ones; the dark sheet moves back behind every stylesheet that arrives.
 *
 * `atOnce` (the page's first look, before anything is shown): the class comes at once, so the
 * console's own dark rules paint the first screen dark while PrimeReact's sheet loads. Switched
 * on a page already shown, the class waits for the sheet and both arrive in one frame: the class
 * alone would draw half a theme (the dark focus ring, made for dark surfaces, on light ones).
 */
export async function applyDark(root: HTMLElement, dark: boolean, atOnce = true): Promise<void> {
  const existing = document.getElementById(DARK_STYLE_ID);
  if (!dark) {
    wanted = false;
    root.classList.remove('dark');
    existing?.remove();
    return;
  }
  if (existing) {
    root.classList.add('dark');
    return;
  }
  if (atOnce) root.classList.add('dark');
  wanted = true;
  darkCss ??= import('primereact/resources/themes/lara-dark-blue/theme.css?inline').then(
    (module: { default: string }) => module.default,
  );
  let css: string;
  try {
    css = await darkCss;
  } catch {
    // Not loadable now (connection dropped): stay light, and try again at the next switch.
    darkCss = null;
    if (!document.getElementById(DARK_STYLE_ID)) root.classList.remove('dark');
    return;
  }
  // Turned light again while the sheet loaded, or put in place by a call before this one.
  if (!wanted || document.getElementById(DARK_STYLE_ID)) return;
  root.classList.add('dark');
  const style = document.createElement('style');
  style.id = DARK_STYLE_ID;
  style.textContent = css;
  document.head.appendChild(style);
  keepLast(style);
}

let keeper: MutationObserver | null = null;

function keepLast(style: HTMLStyleElement): void {
  keeper?.disconnect();
  keeper = new MutationObserver((records) => {
    if (!style.isConnected) return keeper?.disconnect();
    const sheetAdded = records.some((record) =>
      [...record.addedNodes].some((node) => node instanceof HTMLLinkElement && node.rel === 'stylesheet'),
    );
    if (sheetAdded && document.head.lastElementChild !== style) document.head.appendChild(style);
  });
  keeper.observe(document.head, { childList: true });
}

const SIZE_CLASSES: Record<Size, string> = { default: 'size-default', large: 'size-large', small: 'size-small' };

export function applySize(root: HTMLElement, size: Size): void {
  for (const name of Object.values(SIZE_CLASSES)) root.classList.remove(name);
  root.classList.add(SIZE_CLASSES[size]);
}

/** The page's look from the settings: theme colour, light or dark (SPEC 4 class `dark`), size. */
export function applyLook(
  root: HTMLElement,
  settings: Settings,
  app: AppState,
  systemDark: boolean,
  atOnce = true,
): void {
  const dark = isDark(settings.theme, systemDark);
  applyPalette(root, settings.themeColor, dark);
  void applyDark(root, dark, atOnce);
  applySize(root, app.size);
}
