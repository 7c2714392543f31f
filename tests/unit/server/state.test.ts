// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, startTestServer } from './harness.ts';

let dir: string;
let dataFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-server-state-'));
  dataFile = join(dir, 'nested', 'state.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the data file', () => {
  it('is created with the demo data (directories included) and holds scrypt hashes, not passwords', async () => {
    const s = await startTestServer({ dataFile });
    try {
      const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
      expect(saved.version).toBe(1);
      expect(saved.accounts.map((a: { userName: string }) => a.userName)).toEqual([
        'admin',
        'operator',
        'broken',
        'newhire',
      ]);
      expect(saved.accounts[0].passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(readFileSync(dataFile, 'utf8')).not.toContain('admin123');
      expect(s.logs.some((l) => l.includes('does not exist, seeding'))).toBe(true);
    } finally {
      await s.stop();
    }
  });

  it('keeps a changed password, sessions and menus across a restart', async () => {
    const s = await startTestServer({ dataFile });
    try {
      const token = await s.login(OPERATOR.userName, OPERATOR.password);
      const put = await s.call('PUT', '/api/sys/user/changePs', {
        token,
        body: { password: OPERATOR.password, newPassword: 'persisted-1' },
      });
      expect(put.body.code).toBe(0);
      const admin = await s.login(ADMIN.userName, ADMIN.password);
      await s.call('POST', '/api/sys/menu', {
        token: admin,
        body: { parentId: 0, name: '报表', url: 'report', type: 0 },
      });

      await s.restart();

      expect(s.logs.some((l) => l === `[state] loaded ${dataFile}`)).toBe(true);
      expect((await s.loginReply(OPERATOR.userName, OPERATOR.password)).body.code).toBe('A0210');
      expect((await s.loginReply(OPERATOR.userName, 'persisted-1')).body.code).toBe(0);
      expect((await s.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
      const nav = (await s.call('GET', '/api/sys/menu/nav', { token: admin })).body.data;
      expect(nav.menuList.map((n: { url: string }) => n.url)).toContain('report');
    } finally {
      await s.stop();
    }
  });

  it('is written atomically: no temporary file is left beside it', async () => {
    const s = await startTestServer({ dataFile });
    try {
      for (let i = 0; i < 3; i++) await s.login(ADMIN.userName, ADMIN.password);
      expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json']);
    } finally {
      await s.stop();
    }
  });

  it('reseed discards it', async () => {
    const s = await startTestServer({ dataFile });
    try {
      const token = await s.login(ADMIN.userName, ADMIN.password);
      await s.call('PUT', '/api/sys/user/changePs', {
        token,
        body: { password: ADMIN.password, newPassword: 'forgotten-1' },
      });
      await s.restart({ reseed: true });
      expect(s.logs).toContain(`[state] reseeding ${dataFile} with demo data`);
      expect((await s.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(500);
      expect((await s.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
    } finally {
      await s.stop();
    }
  });

  it.each([
    ['text that is not JSON', '{"version": 1, "accounts": ['],
    ['JSON of another shape', JSON.stringify({ version: 1, accounts: 'nobody' })],
    ['a state of another version', JSON.stringify({ version: 2, accounts: [], roles: [], menus: [], tokens: [] })],
    [
      'an area that is no list of records (areas it lacks are seeded, a broken one is not)',
      JSON.stringify({ version: 1, accounts: [], roles: [], menus: [], tokens: [], business: { user: 'nobody' } }),
    ],
  ])('when it holds %s, is kept as .corrupt and replaced by the demo data', async (_what, content) => {
    const file = join(dir, 'state.json');
    writeFileSync(file, content);
    const s = await startTestServer({ dataFile: file });
    try {
      expect(readFileSync(`${file}.corrupt`, 'utf8')).toBe(content);
      expect(s.logs.some((l) => l.includes(`${file} is corrupt`) && l.includes(`kept as ${file}.corrupt`))).toBe(true);
      expect(JSON.parse(readFileSync(file, 'utf8')).accounts).toHaveLength(4);
      expect((await s.loginReply(ADMIN.userName, ADMIN.password)).body.code).toBe(0);
    } finally {
      await s.stop();
    }
  });

  it('drops expired sessions when it is saved', async () => {
    let now = Date.now();
    const s = await startTestServer({ dataFile, tokenTtlMs: 1000, now: () => now });
    try {
      await s.login(ADMIN.userName, ADMIN.password);
      now += 2000;
      await s.login(OPERATOR.userName, OPERATOR.password);
      const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
      expect(saved.tokens).toHaveLength(1);
      expect(saved.tokens[0].userId).toBe(2);
      expect(existsSync(`${dataFile}.corrupt`)).toBe(false);
    } finally {
      await s.stop();
    }
  });
});
