// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, deploymentCspHeader } from '../../../scripts/vite/csp.ts';

describe('the deployment header of the web build', () => {
  it("is the meta policy plus frame-ancestors 'none', which only a header can carry", () => {
    expect(deploymentCspHeader(undefined)).toBe(`${contentSecurityPolicy(undefined)}; frame-ancestors 'none'`);
    expect(contentSecurityPolicy(undefined)).not.toContain('frame-ancestors');
  });

  it("adds the build's API host to connect-src, as the meta policy does", () => {
    expect(deploymentCspHeader('https://api.example.com/base')).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });

  it('is the exact value docs/deploying.md tells a deployment to send', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../../docs/deploying.md'), 'utf8');
    const section = page.slice(page.indexOf('## The Content-Security-Policy header'));
    expect(section).toContain(`\n${deploymentCspHeader(undefined)}\n`);
    expect(section).toContain(`add_header Content-Security-Policy "${deploymentCspHeader(undefined)}" always;`);
  });
});
