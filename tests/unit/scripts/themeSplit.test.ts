// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import {
  BUTTON_SEVERITIES,
  dropUnreadProperties,
  familiesInUse,
  familiesRendered,
  familyOfClass,
  primeFamilies,
  pruneTheme,
  splitTheme,
} from '../../../scripts/vite/primeThemeSplit.ts';
import { iconsNamedIn, keepIcons, rewriteThemeCss } from '../../../scripts/vite/themeCss.ts';
import { lazyTooltip, markPrimeTablesPure } from '../../../scripts/vite/primeTreeShake.ts';
import { readdirSync, existsSync } from 'node:fs';

const families = primeFamilies();
const light = rewriteThemeCss(
  readFileSync('node_modules/primereact/resources/themes/lara-light-blue/theme.css', 'utf8'),
  'light',
);

/** Every selector of a stylesheet with the at-rules around it, e.g. `@media (max-width: 960px) .p-datatable …`. */
function selectors(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const context: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
      context.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`);
    for (const selector of rule.selectors) out.push([...context, selector].join(' '));
  });
  return out;
}

describe('theme split — each PrimeReact component brings its own part of the theme (budget: /login ≤ 150 KB)', () => {
  it('names the family of a class, and none for shared classes', () => {
    expect(familyOfClass('p-datatable-thead', families)).toBe('datatable');
    expect(familyOfClass('p-button', families)).toBe('button');
    expect(familyOfClass('p-menubar-root-list', families)).toBe('menubar');
    expect(familyOfClass('p-menu-list', families)).toBe('menu');
    expect(familyOfClass('p-datepicker-title', families)).toBe('calendar');
    expect(familyOfClass('p-component', families)).toBeNull();
    expect(familyOfClass('p-menuitem-link', families)).toBeNull();
    expect(familyOfClass('p-disabled', families)).toBeNull();
    // Families named unlike their folder, and classes no folder is named after.
    expect(familyOfClass('p-inline-message-text', families)).toBe('message');
    expect(familyOfClass('p-float-label', families)).toBe('floatlabel');
    expect(familyOfClass('p-icon-field-left', families)).toBe('iconfield');
    expect(familyOfClass('p-inputgroup-addon', families)).toBe('inputgroup');
    expect(familyOfClass('p-input-filled', families)).toBe('input-filled');
    expect(familyOfClass('p-fluid', families)).toBe('fluid');
  });

  it('loses no rule and copies none: the parts together are the theme', () => {
    const split = splitTheme(light, families);
    const parts = [split.global, ...split.families.values()].flatMap(selectors).sort();
    expect(parts).toEqual(selectors(light).sort());
  });

  it('keeps variables, shared states and keyframes global, and component rules out of it', () => {
    const { global, families: parts } = splitTheme(light, families);
    expect(global).toContain('--primary-color: var(--console-primary)');
    expect(global).toContain('.p-component');
    expect(global).toMatch(/@keyframes/);
    expect(global).not.toMatch(/\.p-datatable|\.p-button\b|\.p-toast/);
    // Rules of classes only some components render stay out of the page's stylesheet (0.6 KB gzip on /login).
    expect(global).not.toMatch(
      /\.p-inputgroup|\.p-inline-message|\.p-input-filled|\.p-fluid|\.p-float-label|\.p-icon-field/,
    );
    expect(parts.get('inputgroup')).toMatch(/\.p-inputgroup-addon/);
    expect(parts.get('datatable')).toMatch(/\.p-datatable \.p-datatable-thead/);
    expect(parts.get('button')).toMatch(/\.p-button\.p-button-text/);
    // The layer and media query stay around the rules that were inside them.
    expect(selectors(parts.get('menubar')!)).toContain(
      '@layer primereact @media screen and (max-width: 960px) .p-menubar',
    );
  });

  it('keeps the coloured button variants apart from the plain button the sign-in screen draws', () => {
    const { families: parts } = splitTheme(light, families);
    expect(parts.get(BUTTON_SEVERITIES)).toMatch(/\.p-button\.p-button-danger/);
    expect(parts.get(BUTTON_SEVERITIES)).toMatch(/\.p-button\.p-button-secondary\.p-button-outlined/);
    expect(parts.get('button')).not.toMatch(/p-button-(secondary|success|info|warning|help|danger|contrast)\b/);
  });

  it('gives a component the families whose classes it renders', () => {
    const dropdown = readFileSync('node_modules/primereact/dropdown/dropdown.esm.js', 'utf8');
    expect([...familiesRendered(dropdown, families)]).toEqual(expect.arrayContaining(['dropdown', 'inputtext']));
  });

  it('keeps in the dark theme only the families the console can render', () => {
    const used = familiesInUse('src', families);
    expect(used.has('button') && used.has('datatable') && used.has('toast')).toBe(true);
    expect(used.has('galleria') || used.has('megamenu')).toBe(false);
    const pruned = pruneTheme(light, families, used);
    expect(pruned).toContain('.p-datatable');
    expect(pruned).not.toMatch(/\.p-galleria|\.p-megamenu/);
    expect(pruned.length).toBeLessThan(light.length * 0.7);
  });

  it('drops only the custom properties nothing reads', () => {
    const css =
      ':root { --blue-500: #00f; --surface-0: #fff; --primary-color: red; }\n.p-x { color: var(--primary-color); }';
    const out = dropUnreadProperties(css, "style.getPropertyValue('--surface-0')");
    expect(out).not.toContain('--blue-500');
    expect(out).toContain('--surface-0');
    expect(out).toContain('--primary-color');
  });
});

describe('icons and tables — what the console does not use is not shipped', () => {
  it('keeps the icons the source names, and the base icon rules', () => {
    const css = readFileSync('node_modules/primeicons/primeicons.css', 'utf8');
    const out = keepIcons(css, new Set(['pi-user', 'pi-sun']));
    expect(out).toContain('.pi-user:before');
    expect(out).toContain('.pi-sun:before');
    expect(out).not.toContain('.pi-folder-plus:before');
    expect(out).toContain('.pi-spin');
    expect(out).toMatch(/\.pi \{/);
  });

  it('finds every icon the menus can show', () => {
    const named = iconsNamedIn('src');
    for (const icon of ['pi-language', 'pi-user', 'pi-cog']) expect(named.has(icon)).toBe(true);
  });

  it('loads Tooltip only when a component is given one; PrimeReact only ever renders it as an element', () => {
    const button = readFileSync('node_modules/primereact/button/button.esm.js', 'utf8');
    const out = lazyTooltip(button);
    expect(out).not.toContain("import { Tooltip } from 'primereact/tooltip'");
    expect(out).toContain("import('primereact/tooltip')");
    // A lazy stand-in is the same component only if nobody takes a ref to it or calls it statically.
    for (const name of readdirSync('node_modules/primereact')) {
      const file = `node_modules/primereact/${name}/${name}.esm.js`;
      if (name === 'tooltip' || !existsSync(file)) continue;
      const code = readFileSync(file, 'utf8');
      if (!code.includes("from 'primereact/tooltip'")) continue;
      const uses = [...code.matchAll(/\bTooltip\b(?!Props)/g)].length;
      const asElement = [...code.matchAll(/createElement\(Tooltip, /g)].length;
      expect(uses - 1, `${name} uses Tooltip otherwise than as an element`).toBe(asElement);
    }
  });

  it('marks PrimeReact constant tables pure so unused ones drop out', () => {
    expect(markPrimeTablesPure('var PrimeIcons = Object.freeze({ A: 1 });')).toBe(
      'var PrimeIcons = /*#__PURE__*/ Object.freeze({ A: 1 });',
    );
  });
});
