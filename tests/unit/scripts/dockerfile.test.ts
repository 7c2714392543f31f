// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The container image (docs/deploying.md, "In a container"). Docker does not run in the tests, so
 * the Dockerfile and .dockerignore are read: nginx runs unprivileged, both bases are pinned by
 * digest, and nothing of the building machine (.env files, .git, dist, node_modules, .data) is
 * copied in.
 */
const root = resolve(import.meta.dirname, '../../..');
const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8');
const ignored = readFileSync(resolve(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** The instructions, continuation lines joined, comments left out. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const stages = instructions.join('\n').split(/^(?=FROM )/m);
const finalStage = stages.at(-1)!;

describe('Dockerfile: what the image is built from and runs as', () => {
  it('Dockerfile: every base image is pinned by digest (image:tag@sha256:<64 hex>), a real one', () => {
    const bases = instructions.filter((line) => line.startsWith('FROM ')).map((line) => line.split(/\s+/)[1]!);
    expect(bases).toHaveLength(2);
    for (const base of bases) {
      const match = /^[a-z0-9./-]+:[\w.-]+@sha256:([0-9a-f]{64})$/.exec(base);
      expect(match, base).not.toBeNull();
      // A placeholder (one digit repeated, a counting pattern) is no digest.
      expect(new Set(match![1]).size, base).toBeGreaterThan(8);
    }
  });

  it('Dockerfile: nginx runs unprivileged, listening on 8080 and 8443 inside', () => {
    expect(finalStage).toMatch(/^FROM nginxinc\/nginx-unprivileged:/);
    const users = finalStage.match(/^USER .+$/gm) ?? [];
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(user).not.toMatch(/^USER (root|0)(:|$)/);
    expect(users.at(-1)).toBe('USER 101');
    expect(finalStage.match(/^EXPOSE .+$/gm)).toEqual(['EXPOSE 8080 8443']);
  });

  it('Dockerfile: the configuration it serves is deploy/nginx.conf on 8080 and 8443, all else kept', () => {
    const sed = /^RUN sed ((?:-e '[^']+'\s+)+)deploy\/nginx\.conf > dist\/console\.conf$/m.exec(
      instructions.join('\n'),
    );
    expect(sed).not.toBeNull();
    const expressions = [...sed![1]!.matchAll(/-e '([^']+)'/g)].map((m) => m[1]!);
    const conf = readFileSync(resolve(root, 'deploy/nginx.conf'), 'utf8');
    const out = execFileSync(
      'sed',
      expressions.flatMap((e) => ['-e', e]),
      { input: conf, encoding: 'utf8' },
    );
    const listens = out.match(/^\s*listen .+;$/gm)!.map((line) => line.trim());
    expect(listens).toEqual([
      'listen 8080 default_server;',
      'listen 8443 ssl http2 default_server;',
      'listen 8080;',
      'listen 8443 ssl http2;',
    ]);
    expect(out).not.toMatch(/brotli_static/);
    expect(out).toMatch(/^\s*return 301 https:\/\/\$server_name\$request_uri;$/m);
    expect(out.split('\n').length).toBe(conf.split('\n').length - 1);
    expect(finalStage).toMatch(/^COPY --from=build \/src\/dist\/console\.conf \/etc\/nginx\/conf\.d\/default\.conf$/m);
  });
});

describe('.dockerignore: nothing of the building machine goes into the image', () => {
  it.each(['.env*', '.git', 'dist', 'node_modules', '.data'])('.dockerignore: %s is left out', (entry) => {
    expect(ignored).toContain(entry);
  });

  it('.dockerignore: nothing is let back in, and `COPY . .` comes only in the build stage', () => {
    expect(ignored.filter((line) => line.startsWith('!'))).toEqual([]);
    expect(stages.filter((stage) => /^COPY \. \.$/m.test(stage))).toHaveLength(1);
    expect(finalStage).not.toMatch(/^COPY \. \.$/m);
  });
});
