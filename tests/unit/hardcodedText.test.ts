// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.tsx') ? [path] : [];
  });
}

const TEXT = /[A-Za-z\u4e00-\u9fff]{2,}/;
/** Literal text between JSX tags, and literal values of the attributes people read. */
function findings(source: string): string[] {
  const found: string[] = [];
  const jsxText = />\s*([^<>{}=;()]*?)\s*<\//g;
  for (const match of source.matchAll(jsxText)) {
    const text = match[1]!.trim();
    if (text && TEXT.test(text)) found.push(`text "${text}"`);
  }
  const attribute = /\b(aria-label|label|placeholder|title|header|alt)="([^"]*)"/g;
  for (const match of source.matchAll(attribute)) {
    // Example values (an address, a colour) are not language.
    if (TEXT.test(match[2]!) && !/^(https?:\/\/\S*|#[0-9A-Fa-f]{3,8})$/.test(match[2]!))
      found.push(`${match[1]}="${match[2]}"`);
  }
  return found;
}

describe('every user-visible string comes from locales/', () => {
  it('no component writes text of its own', () => {
    const offending = files('src').flatMap((file) => findings(readFileSync(file, 'utf8')).map((f) => `${file}: ${f}`));
    expect(offending).toEqual([]);
  });
});
