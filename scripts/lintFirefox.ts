/**
 * `npm run lint:firefox`: Mozilla's own validator (addons-linter, as addons.mozilla.org runs it) on
 * the Firefox package exactly as `npm run package` makes it (dist/firefox zipped with the store
 * manifest). Fails on any error, and on any warning that docs/extension.md ("What Mozilla's validator
 * says") does not explain. Build first with `npm run build:firefox`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIREFOX_DIR, packageExtension } from './package.ts';

export interface LinterMessage {
  code: string;
  message: string;
  description: string | string[];
  file?: string;
}

export interface LinterReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LinterMessage[];
  warnings: LinterMessage[];
  notices: LinterMessage[];
}

/** A warning docs/extension.md explains, and why it stays. */
export interface ExplainedWarning {
  reason: string;
  matches(warning: LinterMessage, context: { ownCodeWritesMarkup: boolean }): boolean;
}

const text = (value: string | string[]) => (Array.isArray(value) ? value.join(' ') : value);

export const EXPLAINED_WARNINGS: ExplainedWarning[] = [
  {
    reason:
      'data_collection_permissions is read by Firefox 140 (Android 142) and later; ESR 128 ignores it. ' +
      'It is there for addons.mozilla.org, which asks every new add-on to declare what it collects (nothing).',
    matches: (w) =>
      (w.code === 'KEY_FIREFOX_UNSUPPORTED_BY_MIN_VERSION' ||
        w.code === 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION') &&
      text(w.description).includes('data_collection_permissions'),
  },
  {
    reason:
      'innerHTML in bundled libraries: React DOM (dangerouslySetInnerHTML, which the console never uses) and ' +
      "PrimeReact (<style> elements with computed CSS, the caret mirror of text inputs). The console's own code " +
      'writes no markup, and the pages allow no inline script (content_security_policy).',
    matches: (w, { ownCodeWritesMarkup }) =>
      !ownCodeWritesMarkup &&
      w.code === 'UNSAFE_VAR_ASSIGNMENT' &&
      /innerHTML/.test(w.message) &&
      (w.file ?? '').startsWith('assets/'),
  },
];

export type LintVerdict =
  | { ok: true; explained: { warning: LinterMessage; reason: string }[] }
  | { ok: false; errors: LinterMessage[]; unexplained: LinterMessage[] };

/** 0 errors, and every warning explained. */
export function judgeLint(report: LinterReport, context: { ownCodeWritesMarkup: boolean }): LintVerdict {
  const explained: { warning: LinterMessage; reason: string }[] = [];
  const unexplained: LinterMessage[] = [];
  for (const warning of report.warnings) {
    const why = EXPLAINED_WARNINGS.find((rule) => rule.matches(warning, context));
    if (why) explained.push({ warning, reason: why.reason });
    else unexplained.push(warning);
  }
  if (report.errors.length > 0 || unexplained.length > 0) return { ok: false, errors: report.errors, unexplained };
  return { ok: true, explained };
}

/** Source that writes markup into a page (what addons-linter warns about), in the console's own code. */
const WRITES_MARKUP = /\b(innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write)\b/;

/** The files of the console's own code (`src/`) that write markup into a page. */
export function filesWritingMarkup(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesWritingMarkup(path);
    return /\.(ts|tsx)$/.test(name) && WRITES_MARKUP.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

const describe = (m: LinterMessage) => `  ${m.code} ${m.file ?? ''}: ${m.message}`;

function main(): number {
  const work = mkdtempSync(join(tmpdir(), 'console-firefox-lint-'));
  try {
    const zip = join(work, 'console-firefox.zip');
    packageExtension(FIREFOX_DIR, zip);
    const run = spawnSync('npx', ['--no-install', 'addons-linter', '--output', 'json', '--boring', zip], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    let report: LinterReport;
    try {
      report = JSON.parse(run.stdout) as LinterReport;
    } catch {
      console.error(`addons-linter printed no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
      return 1;
    }
    const ownMarkup = filesWritingMarkup();
    const verdict = judgeLint(report, { ownCodeWritesMarkup: ownMarkup.length > 0 });
    const { errors, warnings, notices } = report.summary;
    console.log(`addons-linter on the Firefox package: ${errors} errors, ${warnings} warnings, ${notices} notices`);
    if (!verdict.ok) {
      if (verdict.errors.length > 0) console.error(`Errors:\n${verdict.errors.map(describe).join('\n')}`);
      if (verdict.unexplained.length > 0)
        console.error(
          `Warnings docs/extension.md does not explain (fix them, or explain them there and in EXPLAINED_WARNINGS):\n` +
            verdict.unexplained.map(describe).join('\n'),
        );
      if (ownMarkup.length > 0) console.error(`The console's own code writes markup: ${ownMarkup.join(', ')}`);
      return 1;
    }
    for (const rule of EXPLAINED_WARNINGS) {
      const count = verdict.explained.filter((e) => e.reason === rule.reason).length;
      if (count > 0) console.log(`  ${count} × explained: ${rule.reason}`);
    }
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
