// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeFindings, judgeAudit } from '../../../scripts/audit.ts';

// The shape `npm audit --json` prints (npm 7 and later).
const report = (vulnerabilities: Record<string, unknown>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 0, critical: 0, total: 1 } },
  });

describe('npm audit --omit=dev gate: no high or critical advisories', () => {
  it('passes a report with only low and moderate advisories', () => {
    const verdict = judgeAudit(
      report({ 'some-lib': { name: 'some-lib', severity: 'low', via: ['x'], range: '<1.2.0' } }),
    );
    expect(verdict.kind).toBe('clean');
  });

  it('fails with the list when a high or critical advisory is reported', () => {
    const verdict = judgeAudit(
      report({
        redaxios: {
          name: 'redaxios',
          severity: 'high',
          range: '<0.5.2',
          via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx' }],
        },
        'deep-dep': { name: 'deep-dep', severity: 'critical', range: '*', via: ['redaxios'] },
        fine: { name: 'fine', severity: 'moderate', range: '*', via: [] },
      }),
    );
    expect(verdict.kind).toBe('blocking');
    if (verdict.kind !== 'blocking') return;
    expect(verdict.findings.map((f) => `${f.severity} ${f.name}`)).toEqual(['high redaxios', 'critical deep-dep']);
    const text = describeFindings(verdict.findings);
    expect(text).toContain('Prototype pollution https://github.com/advisories/GHSA-xxxx');
    expect(text).toContain('deep-dep');
  });

  it('passes as not checked only when the advisory service answers 405 or 5xx', () => {
    const verdict = judgeAudit(
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        method: 'POST',
      }),
    );
    expect(verdict).toEqual({ kind: 'unavailable', reason: expect.stringContaining('405') });
    expect(judgeAudit(JSON.stringify({ message: '503 Service Unavailable - POST https://r/-/npm' })).kind).toBe(
      'unavailable',
    );
  });

  it('fails on any other error: no report, no network, a refusal that is not the service being down', () => {
    expect(judgeAudit('').kind).toBe('failed');
    expect(judgeAudit('npm error network').kind).toBe('failed');
    expect(judgeAudit(JSON.stringify({ message: '401 Unauthorized - POST https://r/-/npm' })).kind).toBe('failed');
    expect(
      judgeAudit(JSON.stringify({ error: { summary: 'request to https://r failed, reason: ENOTFOUND' } })).kind,
    ).toBe('failed');
  });
});
