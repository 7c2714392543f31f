// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer } from './harness.ts';

/**
 * What another local user, or a page that gets a file of this machine read, finds in the data file.
 * Today's attacker: any account on the machine (a file of mode 0644), and a page on another
 * localhost port that asks the Vite dev server for `/@fs/<repo>/.data/state.json`.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const modeOf = (file: string) => statSync(file).mode & 0o777;

let dir: string;
let dataFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-server-at-rest-'));
  dataFile = join(dir, 'state.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('At rest: the data file', () => {
  it('At rest: the data file keeps SHA-256 hashes of session tokens, never a token', async () => {
    const s = await startTestServer({ dataFile });
    try {
      const token = await s.login(ADMIN.userName, ADMIN.password);
      const text = readFileSync(dataFile, 'utf8');
      expect(text).not.toContain(token);
      expect(JSON.parse(text).tokens).toEqual([expect.objectContaining({ tokenHash: sha256(token), userId: 1 })]);
      // The hash is enough to recognise the token after a restart, and the token is still needed.
      await s.restart();
      expect((await s.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
      expect((await s.call('GET', '/api/sys/menu/nav', { token: sha256(token) })).body.code).toBe(500);
    } finally {
      await s.stop();
    }
  });

  it('At rest: the data file is written with mode 0600, by every save', async () => {
    const s = await startTestServer({ dataFile });
    try {
      expect(modeOf(dataFile)).toBe(0o600);
      await s.login(ADMIN.userName, ADMIN.password);
      expect(modeOf(dataFile)).toBe(0o600);
    } finally {
      await s.stop();
    }
  });

  it('At rest: an existing data file that others can read is made 0600 when the server starts', async () => {
    const s = await startTestServer({ dataFile });
    try {
      chmodSync(dataFile, 0o644);
      await s.restart();
      expect(s.logs.at(-1)).not.toContain('corrupt');
      expect(modeOf(dataFile)).toBe(0o600);
    } finally {
      await s.stop();
    }
  });

  it('At rest: a data file from before, with plain tokens, loads; its sessions stay valid and only their hashes stay on disk', async () => {
    const s = await startTestServer({ dataFile });
    await s.stop();
    const old = JSON.parse(readFileSync(dataFile, 'utf8'));
    const live = randomBytes(32).toString('hex');
    const expired = randomBytes(32).toString('hex');
    old.tokens = [
      { token: live, userId: 1, expiresAt: Date.now() + 60_000 },
      { token: expired, userId: 2, expiresAt: Date.now() - 1 },
    ];
    mkdirSync(dir, { recursive: true });
    writeFileSync(dataFile, JSON.stringify(old), { mode: 0o644 });

    const again = await startTestServer({ dataFile });
    try {
      expect(existsSync(`${dataFile}.corrupt`)).toBe(false);
      expect((await again.call('GET', '/api/sys/menu/nav', { token: live })).body.code).toBe(0);
      expect((await again.call('GET', '/api/sys/menu/nav', { token: expired })).body.code).toBe(500);
      const text = readFileSync(dataFile, 'utf8');
      expect(text).not.toContain(live);
      expect(text).not.toContain(expired);
      expect(text).toContain(sha256(live));
      expect(modeOf(dataFile)).toBe(0o600);
    } finally {
      await again.stop();
    }
  });
});

describe('At rest: the Vite dev server', () => {
  it('At rest: the Vite dev server denies .data/** to a page on another localhost port', async () => {
    const { createServer } = await import('vite');
    const root = resolve(import.meta.dirname, '../../..');
    const probe = join(root, '.data', `at-rest-probe-${randomBytes(6).toString('hex')}.json`);
    mkdirSync(join(root, '.data'), { recursive: true });
    writeFileSync(probe, '{"tokens":"secret"}\n');
    // Vite's own denials stay (an array in the config replaces them): an .env file is one.
    const envProbe = join(root, `.env.at-rest-probe-${randomBytes(6).toString('hex')}`);
    writeFileSync(envProbe, 'SECRET=secret\n');
    const vite = await createServer({
      configFile: join(root, 'vite.config.ts'),
      mode: 'web',
      logLevel: 'silent',
      server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, watch: null },
    });
    try {
      await vite.listen();
      const base = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const fetchFs = (file: string) =>
        fetch(`${base}/@fs${file}`, { headers: { Origin: 'http://localhost:3000' } }).then(async (res) => ({
          status: res.status,
          text: await res.text(),
        }));
      // The dev server does serve files of the repository this way: the probe below is refused by rule.
      expect((await fetchFs(join(root, 'package.json'))).status).toBe(200);
      const denied = await fetchFs(probe);
      expect(denied.status).toBe(403);
      expect(denied.text).not.toContain('secret');
      expect((await fetchFs(envProbe)).status).toBe(403);
    } finally {
      await vite.close();
      rmSync(probe, { force: true });
      rmSync(envProbe, { force: true });
    }
  });
});
