// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every relative link of the README, ARCHITECTURE.md, server/README.md and docs/ points at a file
 * that exists, and a link to a heading (`page.md#heading`, `#heading`) at a heading of that page, as
 * GitHub names its anchors. Links to other sites are not followed.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = [
  'README.md',
  'ARCHITECTURE.md',
  'server/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks and code spans: links there are examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** Targets of inline links and images, `[text](target "title")`, and of `[label]: target` definitions. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const defined = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...defined];
}

/** The anchors GitHub gives the headings of a page (a repeated heading gets -1, -2, …). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .trim();
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with a link from `page` (a path under ROOT), or null when it resolves. */
function brokenLink(page: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto: …
  const [path = '', fragment] = target.split('#', 2) as [string, string | undefined];
  const file = path === '' ? join(ROOT, page) : resolve(join(ROOT, dirname(page)), decodeURIComponent(path));
  if (!file.startsWith(ROOT) || !existsSync(file)) return `${target}: no such file`;
  if (fragment === undefined || fragment === '') return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md'))
    return `${target}: an anchor into a file that is not a page`;
  const anchors = headingAnchors(readFileSync(file, 'utf8'));
  return anchors.has(decodeURIComponent(fragment).toLowerCase())
    ? null
    : `${target}: no heading #${fragment} in ${relative(ROOT, file)}`;
}

describe('the documentation links resolve', () => {
  it('reads the README, ARCHITECTURE.md, server/README.md and every page of docs/', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/security.md', 'docs/deploying.md']));
  });

  it('finds links and images, but not the ones in code', () => {
    const sample = [
      'See [the page](docs/a.md#b) and ![a picture](docs/p.png "title").',
      '`[not a link](nowhere.md)`',
      '```md',
      '[nor this](nowhere.md)',
      '```',
      '[label]: docs/c.md',
    ].join('\n');
    expect(linkTargets(sample)).toEqual(['docs/a.md#b', 'docs/p.png', 'docs/c.md']);
  });

  it("names headings' anchors as GitHub does", () => {
    const anchors = headingAnchors("# What `npm test` runs\n## What Mozilla's validator says\n## Use\n## Use\n");
    expect([...anchors]).toEqual(['what-npm-test-runs', 'what-mozillas-validator-says', 'use', 'use-1']);
  });

  it.each(PAGES)('%s: every relative link points at a file and heading that exist', (page) => {
    const broken = linkTargets(readFileSync(join(ROOT, page), 'utf8'))
      .map((target) => brokenLink(page, target))
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });

  it('every picture in docs/ is shown by some page', () => {
    const shown = PAGES.flatMap((page) =>
      linkTargets(readFileSync(join(ROOT, page), 'utf8')).map((target) =>
        resolve(join(ROOT, dirname(page)), target.split('#')[0]!),
      ),
    );
    const pictures = readdirSync(join(ROOT, 'docs')).filter((name) => /\.(png|jpe?g|gif|svg|webp)$/i.test(name));
    expect(pictures.filter((name) => !shown.includes(join(ROOT, 'docs', name)))).toEqual([]);
  });
});
