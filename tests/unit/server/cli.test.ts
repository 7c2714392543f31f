// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

describe('server/main.ts', () => {
  it('prints the address and the demo accounts, answers, and stops on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-server-cli-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts', '--port', '0', '--data', join(dir, 's.json'), '--mode', 'test'],
      {
        cwd: root,
        env: { ...process.env, API_PORT: '1', NODE_ENV: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const url = await new Promise<string>((done, fail) => {
        const timer = setInterval(() => {
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match && out.includes('broken')) {
            clearInterval(timer);
            done(match[1]!);
          }
        }, 20);
        child.once('exit', () => {
          clearInterval(timer);
          fail(new Error(`exited early:\n${out}`));
        });
      });
      expect(out).toContain('Reference API server (test)');
      expect(out).toMatch(/admin\s+13800000001\s+admin123/);
      expect(out).toMatch(/operator\s+13800000002\s+operator123/);
      expect(out).toMatch(/broken\s+13800000003\s+broken123/);
      const health = await (await fetch(`${url}/health`)).json();
      expect(health.data).toEqual({ status: 'ok', mode: 'test' });
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);

  it('allows the origins of --allow-origin and API_ALLOWED_ORIGINS to call /api, and no other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-server-cli-'));
    const extension = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/main.ts',
        '--port',
        '0',
        '--data',
        join(dir, 's.json'),
        '--mode',
        'test',
        '--allow-origin',
        'http://console.test:8080',
      ],
      {
        cwd: root,
        env: { ...process.env, API_ALLOWED_ORIGINS: `${extension}, https://other.test`, NODE_ENV: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const url = await new Promise<string>((done, fail) => {
        const timer = setInterval(() => {
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match && out.includes('Origins allowed')) {
            clearInterval(timer);
            done(match[1]!);
          }
        }, 20);
        child.once('exit', () => {
          clearInterval(timer);
          fail(new Error(`exited early:\n${out}`));
        });
      });
      expect(out).toContain(
        `Origins allowed to call /api from a browser: ${extension}, https://other.test, http://console.test:8080`,
      );
      const allowOrigin = async (origin: string) =>
        (await fetch(`${url}/api/sys/menu/nav`, { headers: { Origin: origin } })).headers.get(
          'access-control-allow-origin',
        );
      expect(await allowOrigin('http://console.test:8080')).toBe('http://console.test:8080');
      expect(await allowOrigin(extension)).toBe(extension);
      expect(await allowOrigin('https://other.test')).toBe('https://other.test');
      expect(await allowOrigin('https://evil.example')).toBeNull();
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);

  it('refuses an --allow-origin that is not an origin', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts', '--port', '0', '--mode', 'test', '--allow-origin', 'https://x.test/path'],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', (c) => done(c)));
    expect(code).toBe(2);
    expect(err).toContain('invalid origin "https://x.test/path"');
  }, 15_000);
});
