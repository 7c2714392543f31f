/**
 * Gate: `npm audit --omit=dev` must report no high or critical advisory in what the console ships.
 * Fails with the list. When the registry's advisory service cannot be asked (no network, or a
 * registry mirror without it), it says so plainly and passes, unless AUDIT_REQUIRED=1.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export interface AuditFinding {
  name: string;
  severity: string;
  range: string;
  via: string[];
}

export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'blocking'; findings: AuditFinding[] }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'failed'; reason: string };

/** The advisory service answering 405 (a registry without the audit endpoint) or a 5xx: it cannot be asked. */
const SERVICE_UNAVAILABLE = /^(405|5\d\d)\b/;

const BLOCKING = new Set(['high', 'critical']);

/** Reads `npm audit --json` output (npm 7 and later). */
export function judgeAudit(output: string): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: 'failed', reason: `npm audit printed no report: ${output.slice(0, 200).trim() || '(nothing)'}` };
  }
  const r = report as {
    vulnerabilities?: Record<string, { severity?: string; range?: string; via?: unknown[] }>;
    metadata?: { vulnerabilities?: Record<string, number> };
    message?: string;
    error?: { summary?: string };
  };
  if (!r.vulnerabilities || typeof r.vulnerabilities !== 'object') {
    const reason = r.message ?? r.error?.summary ?? 'the report has no vulnerabilities section';
    // Only an answer of the service itself saying it cannot serve audits passes unchecked; anything
    // else (no network, a report npm could not make) fails the gate.
    return SERVICE_UNAVAILABLE.test(reason.trim()) ? { kind: 'unavailable', reason } : { kind: 'failed', reason };
  }
  const findings = Object.entries(r.vulnerabilities)
    .filter(([, v]) => BLOCKING.has(String(v.severity)))
    .map(([name, v]) => ({
      name,
      severity: String(v.severity),
      range: String(v.range ?? ''),
      via: (v.via ?? []).map((via) =>
        (typeof via === 'string'
          ? via
          : String((via as { title?: string; url?: string }).title ?? '') +
            ' ' +
            String((via as { url?: string }).url ?? '')
        ).trim(),
      ),
    }));
  if (findings.length > 0) return { kind: 'blocking', findings };
  return { kind: 'clean', counts: r.metadata?.vulnerabilities ?? {} };
}

export function describeFindings(findings: AuditFinding[]): string {
  return findings
    .map((f) => `  ${f.severity.padEnd(8)} ${f.name} ${f.range}\n${f.via.map((via) => `           ${via}`).join('\n')}`)
    .join('\n');
}

function main(): number {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  const verdict = judgeAudit(run.stdout ?? '');
  switch (verdict.kind) {
    case 'clean':
      console.log(
        `audit: no high or critical advisories in production dependencies (${JSON.stringify(verdict.counts)})`,
      );
      return 0;
    case 'blocking':
      console.error(
        `audit: ${verdict.findings.length} high or critical advisories in production dependencies:\n${describeFindings(verdict.findings)}`,
      );
      return 1;
    case 'unavailable': {
      const line = `AUDIT NOT CHECKED: the advisory service answered ${verdict.reason}`;
      const rule = '!'.repeat(Math.min(line.length + 4, 120));
      console.warn(`\n${rule}\n! ${line}\n! Dependencies were not checked for advisories in this run.\n${rule}\n`);
      return process.env.AUDIT_REQUIRED === '1' ? 1 : 0;
    }
    case 'failed':
      console.error(`audit: FAILED — ${verdict.reason}`);
      return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
