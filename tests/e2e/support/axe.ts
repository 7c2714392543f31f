import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { untilStill } from './settled.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (landmarks, headings, regions…). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
/** What fails a check: everything but axe's "minor" findings. */
const FAILING = new Set(['critical', 'serious', 'moderate']);

/**
 * Critical, serious and moderate axe violations (AXE_TAGS: WCAG 2.2 A/AA with colour contrast and
 * target size, and the best-practice rules), as "rule (impact): selector" lines. axe is put into the
 * page once per document (through the debugging protocol, so the page's Content-Security-Policy does
 * not stand in the way) and only violations are collected: several times faster than a fresh
 * injection listing every pass.
 */
export async function violations(page: Page): Promise<string[]> {
  // Colours are read as painted: a dialog or its mask still fading in would be measured half-transparent.
  await untilStill(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: unknown, options: object): Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    AXE_TAGS,
  );
  return result.violations
    .filter((v) => v.impact && FAILING.has(v.impact))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}
