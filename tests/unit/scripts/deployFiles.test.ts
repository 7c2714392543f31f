// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deploymentCspHeader } from '../../../scripts/vite/csp.ts';
import { nginxCspInclude, precompress } from '../../../scripts/vite/deployFiles.ts';
import { siteConfig } from '../../e2e/support/nginx.ts';

const conf = readFileSync(resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

describe('what the web build writes for nginx', () => {
  it('the header include carries exactly the value of deploymentCspHeader(), for the build’s API host', () => {
    for (const apiBase of [undefined, 'https://api.example.com/base']) {
      const lines = nginxCspInclude(apiBase)
        .split('\n')
        .filter((line) => line && !line.startsWith('#'));
      expect(lines).toEqual([`add_header Content-Security-Policy "${deploymentCspHeader(apiBase)}" always;`]);
    }
  });

  it('the .gz and .br files are the file itself, compressed', async () => {
    const body = Buffer.from('const a = 1;\n'.repeat(500));
    const { gz, br } = await precompress(body);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gz.length).toBeLessThan(body.length / 10);
  });

  it('deploy/nginx.conf includes the header file and names its upstream once', () => {
    expect(conf).toMatch(/^\s*include \/srv\/console\/nginx\/csp-header\.conf;$/m);
    expect(conf.match(/^upstream console_api \{/gm)).toHaveLength(1);
    expect(conf.match(/^\s*server 127\.0\.0\.1:8790;$/gm)).toHaveLength(1);
    expect(conf.match(/proxy_pass http:\/\/console_api;/g)).toHaveLength(1);
  });

  it('the end-to-end tests set only the machine’s values in it, and refuse a file of another shape', () => {
    const site = { port: 4321, webRoot: '/tmp/web', cspInclude: '/tmp/csp.conf', upstream: '127.0.0.1:9' };
    const out = siteConfig(conf, site);
    expect(out).toContain('listen 127.0.0.1:4321;');
    expect(out).toContain('root /tmp/web;');
    expect(out).toContain('include /tmp/csp.conf;');
    expect(out).toContain('server 127.0.0.1:9;');
    expect(out.split('\n').length).toBe(conf.split('\n').length);
    expect(() => siteConfig(conf.replace('listen 80;', 'listen 8080;'), site)).toThrow(/listen 80/);
  });
});
