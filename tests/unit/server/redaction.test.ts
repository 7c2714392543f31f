// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFingerprint } from '../../../server/requestLog.ts';
import { ADMIN, OPERATOR, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const FINGERPRINT = /^redacted:[0-9a-f]{12}$/;

describe('tokens in /__dev/requests are redacted', () => {
  it('tokenFingerprint is "redacted:" and the first 12 hex characters of the SHA-256 of the token', () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(tokenFingerprint('abc')).toBe('redacted:ba7816bf8f01');
    const token = 'f'.repeat(64);
    expect(tokenFingerprint(token)).toBe(tokenFingerprint(token));
    expect(tokenFingerprint(token)).not.toBe(tokenFingerprint('e'.repeat(64)));
    expect(tokenFingerprint(token)).toMatch(FINGERPRINT);
  });

  it('the Token header of a real session is listed only as its fingerprint', async () => {
    const token = await t.login(ADMIN.userName, ADMIN.password);
    await t.call('GET', '/api/sys/menu/nav', { token });
    const reply = await t.call('GET', '/__dev/requests?path=/api/sys/menu/nav&limit=1');
    expect(reply.body.data[0].token).toBe(tokenFingerprint(token));
    expect(reply.text).not.toContain(token);
    expect(reply.text).not.toContain(token.slice(0, 16));
  });

  it('a Token query parameter is redacted the same way, repeated or in another case', async () => {
    const token = await t.login(OPERATOR.userName, OPERATOR.password);
    await t.call('GET', `/api/sys/exit?Token=${token}&other=kept`);
    await t.call('GET', `/api/sys/nothing?token=${token}&token=second`);
    const [exit, other] = (await t.call('GET', '/__dev/requests?limit=2')).body.data;
    expect(exit.query).toEqual({ Token: tokenFingerprint(token), other: 'kept' });
    expect(other.query).toEqual({ token: [tokenFingerprint(token), tokenFingerprint('second')] });
    const all = (await t.call('GET', '/__dev/requests')).text;
    expect(all).not.toContain(token);
  });

  it('a request without a token is listed with token null', async () => {
    await t.call('GET', '/api/sys/menu/nav');
    expect((await t.call('GET', '/__dev/requests?limit=1')).body.data[0].token).toBeNull();
  });
});

describe("the server's log lines never print a whole token", () => {
  it('sign-in, calls with the token in header and query, faults, sign-out and an unexpected error', async () => {
    const s = await startTestServer();
    try {
      const token = await s.login(ADMIN.userName, ADMIN.password);
      await s.call('GET', '/api/sys/menu/nav', { token });
      await s.call('POST', '/__dev/faults', { body: { mode: 'error', path: '/api/sys/menu/nav' } });
      await s.call('GET', `/api/sys/menu/nav?Token=${token}`, { token });
      await s.call('POST', '/api/business/tag', { token, body: { name: 'redaction', color: '#123456', sort: 1 } });
      await s.call('GET', `/api/sys/exit?Token=${token}`);
      const second = await s.login(ADMIN.userName, ADMIN.password);
      // The data file's directory becomes a plain file: the next save fails with a stack on the error log.
      rmSync(dirname(s.dataFile), { recursive: true, force: true });
      writeFileSync(dirname(s.dataFile), 'not a directory');
      const failed = await s.call('PUT', `/api/sys/user/changePs?Token=${second}`, {
        token: second,
        body: { password: ADMIN.password, newPassword: 'another-1' },
      });
      expect(failed.status).toBe(500);
      expect(s.errors.length).toBeGreaterThan(0);
      expect(s.logs.length).toBeGreaterThan(3);
      for (const line of [...s.logs, ...s.errors]) {
        expect(line).not.toContain(token);
        expect(line).not.toContain(second);
      }
    } finally {
      rmSync(dirname(s.dataFile), { force: true });
      await s.stop();
    }
  });
});
