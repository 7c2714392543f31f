import { derivePalette, primaryTextColor, textOnColor } from './palette.ts';
import type { AppState, Settings, Size, ThemeMode } from '../kernel/ports.ts';

const DARK_STYLE_ID = 'console-dark-theme';
let darkCss: Promise<string> | null = null;

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
 */
export async function applyDark(root: HTMLElement, dark: boolean): Promise<void> {
  root.classList.toggle('dark', dark);
  const existing = document.getElementById(DARK_STYLE_ID);
  if (!dark) {
    existing?.remove();
    return;
  }
  if (existing) return;
  darkCss ??= import('primereact/resources/themes/lara-dark-blue/theme.css?inline').then(
    (module: { default: string }) => module.default,
  );
  let css: string;
  try {
    css = await darkCss;
  } catch {
    // Not loadable now (connection dropped): stay light, and try again at the next switch.
    darkCss = null;
    root.classList.remove('dark');
    return;
  }
  if (!root.classList.contains('dark') || document.getElementById(DARK_STYLE_ID)) return;
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
export function applyLook(root: HTMLElement, settings: Settings, app: AppState, systemDark: boolean): void {
  const dark = isDark(settings.theme, systemDark);
  applyPalette(root, settings.themeColor, dark);
  void applyDark(root, dark);
  applySize(root, app.size);
}
