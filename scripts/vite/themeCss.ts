import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { iconSubset, pointWoff2At } from './iconFont.ts';

/**
 * PrimeReact 10's compiled lara themes carry the primary colour as literals (~97 `#3b82f6` in
 * lara-light-blue). This rewrite makes them read the primary shades from CSS variables, so the
 * console's theme colour setting recolours every component at run time, and drops the Inter
 * font for the console's system font stack (no font files shipped).
 */
const LIGHT: Record<string, string> = {
  '#3b82f6': 'var(--console-primary)',
  '#2563eb': 'var(--console-primary-dark)',
  '#1d4ed8': 'var(--console-primary-darker)',
  '#bfdbfe': 'var(--console-primary-light-7)',
  '#eff6ff': 'var(--console-primary-light-9)',
  '#f5f9ff': 'var(--console-primary-light-9)',
};
const DARK: Record<string, string> = {
  '#60a5fa': 'var(--console-primary)',
  '#93c5fd': 'var(--console-primary-light-3)',
  '#3b82f6': 'var(--console-primary-dark)',
  '#bfdbfe': 'var(--console-primary-light-7)',
};
const RGB: Record<string, string> = {
  '59, 130, 246': 'var(--console-primary-rgb)',
  '96, 165, 250': 'var(--console-primary-rgb)',
};

export function rewriteThemeCss(css: string, variant: 'light' | 'dark'): string {
  const colours = variant === 'light' ? LIGHT : DARK;
  return css
    .replace(/@font-face\s*{[^}]*}/g, '')
    .replace(/"Inter var",\s*sans-serif/g, 'var(--console-font)')
    .replace(/#[0-9a-f]{6}\b/gi, (hex) => colours[hex.toLowerCase()] ?? hex)
    .replace(/rgba\((\d+),\s*(\d+),\s*(\d+),/g, (whole, r: string, g: string, b: string) => {
      const variable = RGB[`${r}, ${g}, ${b}`];
      return variable ? `rgba(${variable},` : whole;
    });
}

/** primeicons offers five font formats; every browser the console supports reads woff2. */
export function woff2Only(css: string): string {
  return css.replace(/@font-face\s*{[^}]*}/g, (block) => {
    const woff2 = /url\((['"]?)([^'")]*\.woff2[^'")]*)\1\)\s*format\((['"])woff2\3\)/.exec(block);
    if (!woff2) return block;
    return block.replace(/\s*src:[^;]*;/g, '').replace('{', `{\n    src: url('${woff2[2]}') format('woff2');`);
  });
}

/**
 * primeicons styles ~320 icons; the console shows the ~70 its code names (menu icons from the
 * server map onto a fixed set in `layout/icons.ts`). Keeps the `:before` rules of those.
 */
export function keepIcons(css: string, used: ReadonlySet<string>): string {
  return css.replace(/\.(pi-[a-z0-9-]+):before\s*{[^}]*}\s*/g, (rule, name: string) => (used.has(name) ? rule : ''));
}

/** Every `pi-…` name written in the source. */
export function iconsNamedIn(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
    for (const match of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(/\bpi-[a-z0-9-]+/g))
      names.add(match[0]);
  }
  return names;
}

/** The icon stylesheet as the console ships it: the woff2 source and the rules of the icons the source names. */
export function iconCss(css: string, sourceDir: string): string {
  return keepIcons(woff2Only(css), iconsNamedIn(sourceDir));
}

const ICON_FILE = /primeicons\/primeicons\.css(\?.*)?$/;

const THEME_FILE = /primereact\/resources\/themes\/lara-(light|dark)-blue\/theme\.css(\?.*)?$/;

export function primeThemeColors(sourceDir: string): Plugin {
  let build = false;
  return {
    name: 'console:prime-theme-colors',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (ICON_FILE.test(path)) {
        const css = iconCss(code, sourceDir);
        // The dev server serves the whole font; a build ships one cut to the kept icons' glyphs.
        if (!build) return { code: css, map: null };
        const { font } = await iconSubset(css, id.replace(/\?.*$/, ''));
        const reference = this.emitFile({ type: 'asset', name: 'primeicons.woff2', source: font });
        // Vite's CSS pipeline leaves this placeholder alone and writes the asset's hashed path in its place.
        return { code: pointWoff2At(css, `__VITE_ASSET__${reference}__`), map: null };
      }
      const match = THEME_FILE.exec(path);
      if (!match) return null;
      return { code: rewriteThemeCss(code, match[1] as 'light' | 'dark'), map: null };
    },
  };
}
