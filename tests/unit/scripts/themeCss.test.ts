// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rewriteThemeCss } from '../../../scripts/vite/themeCss.ts';

const light = readFileSync('node_modules/primereact/resources/themes/lara-light-blue/theme.css', 'utf8');
const dark = readFileSync('node_modules/primereact/resources/themes/lara-dark-blue/theme.css', 'utf8');

describe('theme rewrite — the theme colour reaches every PrimeReact component', () => {
  it('leaves no literal primary colour in lara-light-blue', () => {
    const out = rewriteThemeCss(light, 'light');
    expect(light.match(/#3b82f6/gi)?.length).toBeGreaterThan(90);
    expect(out).not.toMatch(/#3b82f6|#2563eb|#1d4ed8|rgba\(59, 130, 246/i);
    expect(out).toContain('--primary-color: var(--console-primary)');
  });

  it('leaves no literal primary colour in lara-dark-blue', () => {
    const out = rewriteThemeCss(dark, 'dark');
    expect(out).not.toMatch(/#60a5fa|rgba\(96, 165, 250/i);
  });

  it('ships no theme font: the console uses the system font stack', () => {
    const out = rewriteThemeCss(light, 'light');
    expect(out).not.toContain('@font-face');
    expect(out).not.toContain('Inter var');
  });
});

describe('icon font — woff2 only', () => {
  it('keeps only the woff2 source of primeicons', async () => {
    const { woff2Only } = await import('../../../scripts/vite/themeCss.ts');
    const css = readFileSync('node_modules/primeicons/primeicons.css', 'utf8');
    const out = woff2Only(css);
    expect(out).toContain("src: url('./fonts/primeicons.woff2') format('woff2');");
    expect(out).not.toMatch(/\.eot|\.ttf|\.svg|primeicons\.woff'/);
  });
});
