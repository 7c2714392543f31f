import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { untilStill } from './settled.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious or critical axe violations (WCAG 2.1 A and AA, colour contrast included), as
 * "rule: selector" lines. axe is put into the page once per document (through the debugging
 * protocol, so the page's Content-Security-Policy does not stand in the way) and only violations
 * are collected: several times faster than a fresh injection listing every pass.
 */
export async function violations(page: Page): Promise<string[]> {
  // Colours are read as painted: a dialog or its mask still fading in would be measured half-transparent.
  await untilStill(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    TAGS,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
