// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filesWritingMarkup, judgeLint, type LinterMessage, type LinterReport } from '../../../scripts/lintFirefox.ts';

const report = (errors: LinterMessage[], warnings: LinterMessage[]): LinterReport => ({
  summary: { errors: errors.length, warnings: warnings.length, notices: 0 },
  errors,
  warnings,
  notices: [],
});

const dataCollection: LinterMessage = {
  code: 'KEY_FIREFOX_UNSUPPORTED_BY_MIN_VERSION',
  message: 'Manifest key not supported by the specified minimum Firefox version',
  description:
    '"strict_min_version" requires Firefox 128, which was released before version 140 introduced support for "browser_specific_settings.gecko.data_collection_permissions".',
  file: 'manifest.json',
};
const libraryMarkup: LinterMessage = {
  code: 'UNSAFE_VAR_ASSIGNMENT',
  message: 'Unsafe assignment to innerHTML',
  description: 'Due to both security and performance concerns, this may not be set using dynamic values',
  file: 'assets/column.esm-CMoQV9_f.js',
};
const own = { ownCodeWritesMarkup: false };

describe('addons-linter gate: 0 errors, every warning explained in docs/extension.md', () => {
  it('passes the warnings docs/extension.md explains, each with its reason', () => {
    const verdict = judgeLint(
      report(
        [],
        [dataCollection, { ...dataCollection, code: 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION' }, libraryMarkup],
      ),
      own,
    );
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(verdict.explained).toHaveLength(3);
      expect(verdict.explained[0]!.reason).toMatch(/Firefox 140/);
      expect(verdict.explained[2]!.reason).toMatch(/React DOM/);
    }
  });

  it('fails on any error', () => {
    const error = { code: 'MANIFEST_FIELD_INVALID', message: 'bad', description: 'bad', file: 'manifest.json' };
    expect(judgeLint(report([error], []), own)).toEqual({ ok: false, errors: [error], unexplained: [] });
  });

  it.each<[string, LinterMessage]>([
    [
      'an unsupported API',
      {
        code: 'UNSUPPORTED_API',
        message: 'sidePanel.open is not supported',
        description: '',
        file: 'assets/background.js',
      },
    ],
    ['the same code about another key', { ...dataCollection, description: 'introduced support for "sidebar_action"' }],
    ['another unsafe assignment', { ...libraryMarkup, message: 'Unsafe assignment to outerHTML' }],
    ['markup written outside the bundled assets', { ...libraryMarkup, file: 'background.js' }],
  ])('fails on a warning it does not explain: %s', (_, warning) => {
    expect(judgeLint(report([], [warning]), own)).toEqual({ ok: false, errors: [], unexplained: [warning] });
  });

  it('no longer excuses innerHTML once the console’s own code writes markup', () => {
    expect(judgeLint(report([], [libraryMarkup]), { ownCodeWritesMarkup: true })).toMatchObject({
      ok: false,
      unexplained: [libraryMarkup],
    });
  });

  it('the console’s own code writes no markup (what excuses the library warnings)', () => {
    expect(filesWritingMarkup()).toEqual([]);
  });

  it.each([
    'el.innerHTML = html',
    'el.outerHTML = html',
    "el.insertAdjacentHTML('beforeend', html)",
    '<div dangerouslySetInnerHTML={x} />',
    'document.write(html)',
  ])('finds markup written in source: %s', (line) => {
    const dir = mkdtempSync(join(tmpdir(), 'markup-'));
    try {
      mkdirSync(join(dir, 'deep'));
      writeFileSync(join(dir, 'deep', 'view.tsx'), `export const f = (el, html) => ${line};\n`);
      writeFileSync(join(dir, 'deep', 'notes.md'), line);
      writeFileSync(join(dir, 'clean.ts'), 'export const innerHTMLike = 1;\n');
      expect(filesWritingMarkup(dir)).toEqual([join(dir, 'deep', 'view.tsx')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
