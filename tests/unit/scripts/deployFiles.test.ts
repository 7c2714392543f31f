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
    const site = {
      httpPort: 4321,
      httpsPort: 4322,
      webRoot: '/tmp/web',
      cspInclude: '/tmp/csp.conf',
      upstream: '127.0.0.1:9',
      certificate: '/tmp/c.crt',
      certificateKey: '/tmp/c.key',
      accessLog: '/tmp/access.log',
    };
    const out = siteConfig(conf, site);
    expect(out).toContain('listen 127.0.0.1:4321;');
    expect(out).toContain('listen 127.0.0.1:4322 ssl http2;');
    expect(out).toContain('return 301 https://$server_name:4322$request_uri;');
    expect(out.match(/server_name localhost;/g)).toHaveLength(2);
    expect(out).toContain('ssl_certificate /tmp/c.crt;');
    expect(out).toContain('ssl_certificate_key /tmp/c.key;');
    expect(out.match(/access_log \/tmp\/access\.log console_access;/g)).toHaveLength(3);
    expect(out).toContain('root /tmp/web;');
    expect(out).toContain('include /tmp/csp.conf;');
    expect(out).toContain('server 127.0.0.1:9;');
    expect(out.replace(/^\s*#.*$/gm, '')).not.toMatch(/console\.example\.com|\/etc\/nginx\/tls|\/var\/log/);
    expect(out.split('\n').length).toBe(conf.split('\n').length);
    expect(() => siteConfig(conf.replace('listen 80;', 'listen 8080;'), site)).toThrow(/listen 80/);
  });
});

describe('deploy/nginx.conf speaks TLS (docs/deploying.md)', () => {
  const servers = conf.split(/^server \{$/m).slice(1);
  const named = servers.filter((server) => /server_name console\.example\.com;/.test(server));

  it('TLS: the console is served on 443 with ssl and http2, its certificate paths to set, and HSTS', () => {
    const [secure, ...others] = named.filter((server) => /listen 443 ssl http2;/.test(server));
    expect(others).toHaveLength(0);
    expect(secure).toMatch(/^\s*ssl_certificate \/etc\/nginx\/tls\/console\.crt;$/m);
    expect(secure).toMatch(/^\s*ssl_certificate_key \/etc\/nginx\/tls\/console\.key;$/m);
    expect(secure).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(secure).toMatch(/^\s*add_header Strict-Transport-Security "max-age=31536000" always;$/m);
    expect(secure).toMatch(/^\s*location \/api\/ \{/m);
  });

  it('TLS: port 80 only redirects to https on the name set, and no server answers any host name', () => {
    const plain = named.filter((server) => /listen 80;/.test(server));
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(/^\s*return 301 https:\/\/\$server_name\$request_uri;$/m);
    expect(plain[0]).not.toMatch(/location|root|proxy_pass/);
    expect(conf).not.toMatch(/server_name _;/);
    const fallback = servers.filter((server) => /default_server/.test(server));
    expect(fallback).toHaveLength(1);
    expect(fallback[0]).toMatch(/ssl_reject_handshake on;/);
    expect(fallback[0]).toMatch(/return 444;/);
  });

  it('TLS: the access log format leaves out the query of /api/sys/exit, where the token travels', () => {
    const format = /log_format console_access ([^;]+);/.exec(conf)?.[1] ?? '';
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string/);
    expect(format).toContain('$uri$console_logged_query');
    expect(conf).toMatch(
      /map \$uri \$console_logged_query \{\s*~\*\^\/api\/sys\/exit\s+"";\s*default\s+\$is_args\$args;/,
    );
    expect(conf.match(/access_log [^;]+;/g)?.every((line) => line.endsWith(' console_access;'))).toBe(true);
  });
});
