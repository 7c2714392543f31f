import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';
import type { Plugin } from 'vite';
import { rewriteThemeCss } from './themeCss.ts';

/**
 * PrimeReact's lara theme is one 220 KB stylesheet for ~90 components; the sign-in screen uses
 * four. This plugin cuts the light theme by component and lets each component bring its own part:
 *
 * - `theme.css` (imported once, globally) keeps only the rules that name no component: variables,
 *   `.p-component`, focus and disabled states, shared menu items and the like;
 * - each `primereact/{component}/{component}.esm.js` gets an import of
 *   `virtual:prime-theme/{family}.css` for every component family whose classes its code renders
 *   (a dropdown renders `p-inputtext`, so it brings the input text rules too), so Vite loads a
 *   component's rules in the same chunk as the component;
 * - the dark theme, injected whole when a person picks it, keeps only the families some
 *   component in the build can render.
 *
 * A rule naming several families (`.p-datatable .p-paginator`) goes with the first: it can only
 * match when that family is rendered, and then that family's part is loaded.
 */

const require = createRequire(import.meta.url);
const PRIME_ROOT = dirname(require.resolve('primereact/package.json'));
const VIRTUAL = 'virtual:prime-theme/';
const LIGHT_THEME = /primereact\/resources\/themes\/lara-light-blue\/theme\.css$/;
const DARK_THEME = /primereact\/resources\/themes\/lara-dark-blue\/theme\.css\?inline$/;
const COMPONENT_MODULE = /primereact\/([a-z]+)\/\1\.esm\.js$/;

/**
 * PrimeReact's infrastructure modules name component classes in the structural styles they inject
 * (componentbase lists `p-button`, `p-menu`…), but render nothing themselves.
 */
const INFRASTRUCTURE = new Set([
  'componentbase',
  'utils',
  'api',
  'hooks',
  'portal',
  'iconbase',
  'csstransition',
  'passthrough',
  'overlayservice',
]);

/** Class families whose names differ from their component's folder. */
const ALIASES: Record<string, string> = {
  datepicker: 'calendar',
  'confirm-popup': 'confirmpopup',
  'column-filter': 'column',
  'inline-message': 'message',
  'float-label': 'floatlabel',
  'icon-field': 'iconfield',
};

/**
 * Class families no component folder is named after: `p-input-filled` (rendered by inputs when
 * PrimeReact's input style is `filled`), `p-inputgroup` and `p-fluid` (classes for an application's
 * own markup). Their rules go with the components that render them, like a component's own, not
 * with every page; no component renders the last two and the console's markup sets neither, so
 * their rules are left out of the build (the development server serves the whole theme: a screen
 * that starts using them must import their part, `virtual:prime-theme/inputgroup.css`).
 */
const CLASS_FAMILIES = ['inputgroup', 'input-filled', 'fluid'];

/**
 * The coloured button variants (`p-button-danger`…) are a part of their own: the screens before
 * sign-in draw plain buttons only, so their stylesheet leaves the variants (1.2 KB gzip) to
 * PrimeReact's components, which bring them with the button rules.
 */
export const BUTTON_SEVERITIES = 'button-severities';
const SEVERITY = /\.p-button-(?:secondary|success|info|warning|help|danger|contrast)(?![a-z0-9-])/;

export interface ThemeSplit {
  global: string;
  families: Map<string, string>;
}

/** The component folders of PrimeReact (every `name/name.esm.js`), longest first. */
export function primeFamilies(root = PRIME_ROOT): string[] {
  const folders = readdirSync(root).filter((name) => existsSync(join(root, name, `${name}.esm.js`)));
  return [...folders, ...Object.keys(ALIASES), ...CLASS_FAMILIES].sort((a, b) => b.length - a.length);
}

/** The family a class belongs to: `p-datatable-thead` → `datatable`, `p-datepicker-title` → `calendar`; none for shared classes. */
export function familyOfClass(className: string, families: readonly string[]): string | null {
  if (!className.startsWith('p-')) return null;
  const name = className.slice(2);
  for (const family of families) {
    if (name === family || name.startsWith(`${family}-`)) return ALIASES[family] ?? family;
  }
  return null;
}

function familyOfSelector(selector: string, families: readonly string[]): string | null {
  for (const match of selector.matchAll(/\.(p-[a-z0-9-]+)/g)) {
    const family = familyOfClass(match[1]!, families);
    if (family) return family;
  }
  return null;
}

/** Families whose classes a piece of PrimeReact's code renders. */
export function familiesRendered(code: string, families: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?<![a-zA-Z0-9_-])(p-[a-z][a-z0-9-]*)/g)) {
    const family = familyOfClass(match[1]!.replace(/-$/, ''), families);
    if (family) found.add(family);
  }
  return found;
}

/** Copies `node` under a chain of at-rules like the one it came from (`@media …`), into `target`. */
function appendInContext(target: Root, node: ChildNode, parents: AtRule[]): void {
  let container: Container = target;
  for (const parent of parents) {
    const last = container.last;
    if (last?.type === 'atrule' && last.name === parent.name && last.params === parent.params) {
      container = last;
    } else {
      const copy = parent.clone({ nodes: [] });
      container.append(copy);
      container = copy;
    }
  }
  container.append(node);
}

/** Splits a (rewritten) light theme into its global part and one part per family. */
export function splitTheme(css: string, families: readonly string[]): ThemeSplit {
  const global = postcss.root();
  const parts = new Map<string, Root>();
  const visit = (node: ChildNode, parents: AtRule[]) => {
    if (node.type === 'atrule' && node.nodes && node.name !== 'keyframes' && node.name !== 'font-face') {
      for (const child of node.nodes) visit(child, [...parents, node]);
      return;
    }
    if (node.type !== 'rule') {
      appendInContext(global, node.clone(), parents);
      return;
    }
    const bySelector = new Map<string | null, string[]>();
    for (const selector of node.selectors) {
      const named = familyOfSelector(selector, families);
      const family = named === 'button' && SEVERITY.test(selector) ? BUTTON_SEVERITIES : named;
      bySelector.set(family, [...(bySelector.get(family) ?? []), selector]);
    }
    for (const [family, selectors] of bySelector) {
      const rule = node.clone({ selectors });
      if (family === null) {
        appendInContext(global, rule, parents);
      } else {
        if (!parts.has(family)) parts.set(family, postcss.root());
        appendInContext(parts.get(family)!, rule, parents);
      }
    }
  };
  for (const node of postcss.parse(css).nodes) visit(node, []);
  return {
    global: global.toString(),
    families: new Map([...parts].map(([family, root]) => [family, root.toString()])),
  };
}

/**
 * Drops custom properties nobody reads: lara declares a 130-colour palette (`--blue-50` …
 * `--pink-900`) for application code; the console reads a handful. Kept: what the theme reads
 * through `var()` and every property name the console's source mentions.
 */
export function dropUnreadProperties(css: string, source: string): string {
  const read = new Set([
    ...[...css.matchAll(/var\(\s*(--[a-zA-Z0-9-]+)/g)].map((match) => match[1]!),
    // The source may also read them by name (getPropertyValue('--surface-0')).
    ...[...source.matchAll(/--[a-zA-Z0-9-]+/g)].map((match) => match[0]),
  ]);
  const root = postcss.parse(css);
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
  return root.toString();
}

/** Drops the rules of families nothing in the build renders. */
export function pruneTheme(css: string, families: readonly string[], rendered: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name === 'keyframes') return;
    const kept = rule.selectors.filter((selector) => {
      const family = familyOfSelector(selector, families);
      return family === null || rendered.has(family);
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(tsx?|jsx?|css)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The families the console can render: those of the PrimeReact components its source imports,
 * of the components those import in turn, and of the classes all of them render.
 */
export function familiesInUse(sourceDir: string, families: readonly string[], root = PRIME_ROOT): Set<string> {
  const imported = /(?:from\s*|import\(\s*)['"]primereact\/([a-z]+)['"]/g;
  const modules = new Set<string>();
  const files = sourceFiles(sourceDir).map((file) => readFileSync(file, 'utf8'));
  const queue = files.flatMap((code) => [...code.matchAll(imported)].map((m) => m[1]!));
  // The console's own components that render PrimeReact's markup (components/plain) name its classes.
  const rendered = new Set<string>(files.flatMap((code) => [...familiesRendered(code, families)]));
  while (queue.length > 0) {
    const name = queue.pop()!;
    const file = join(root, name, `${name}.esm.js`);
    if (modules.has(name) || !existsSync(file)) continue;
    modules.add(name);
    const code = readFileSync(file, 'utf8');
    for (const family of familiesRendered(code, families)) rendered.add(family);
    for (const match of code.matchAll(imported)) queue.push(match[1]!);
  }
  return rendered;
}

/**
 * The development server and the unit tests serve the whole theme (see below), so a component's
 * part is empty there; the build fills it.
 */
export function primeThemePartsUnsplit(): Plugin {
  return {
    name: 'console:prime-theme-parts-unsplit',
    apply: 'serve',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      return id.startsWith(`\0${VIRTUAL}`) ? '' : null;
    },
  };
}

export function primeThemeSplit(sourceDir: string): Plugin {
  const families = primeFamilies();
  let split: ThemeSplit | null = null;
  // Custom properties are also read by the structural styles PrimeReact injects from its code.
  const ownSource = () =>
    [
      ...sourceFiles(sourceDir),
      ...primeFamilies()
        .filter((name) => !ALIASES[name] && !CLASS_FAMILIES.includes(name))
        .map((name) => join(PRIME_ROOT, name, `${name}.esm.js`)),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  const theme = (): ThemeSplit => {
    if (!split) {
      const css = rewriteThemeCss(
        readFileSync(join(PRIME_ROOT, 'resources/themes/lara-light-blue/theme.css'), 'utf8'),
        'light',
      );
      split = splitTheme(dropUnreadProperties(css, ownSource()), families);
    }
    return split;
  };
  return {
    name: 'console:prime-theme-split',
    // The dev server pre-bundles PrimeReact without the project's plugins, so components could not
    // bring their parts there: it serves the whole theme.
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const family = id.slice(VIRTUAL.length + 1).replace(/\.css$/, '');
      return theme().families.get(family) ?? '';
    },
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (LIGHT_THEME.test(path)) return { code: theme().global, map: null };
      if (DARK_THEME.test(path))
        return {
          code: dropUnreadProperties(pruneTheme(code, families, familiesInUse(sourceDir, families)), ownSource()),
          map: null,
        };
      const component = COMPONENT_MODULE.exec(path);
      if (!component || INFRASTRUCTURE.has(component[1]!)) return null;
      const rendered = familiesRendered(code, families);
      if (rendered.has('button')) rendered.add(BUTTON_SEVERITIES);
      const wanted = [...rendered].filter((family) => theme().families.has(family));
      if (wanted.length === 0) return null;
      return { code: wanted.map((family) => `import '${VIRTUAL}${family}.css';\n`).join('') + code, map: null };
    },
  };
}
