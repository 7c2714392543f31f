// @vitest-environment node
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

/**
 * A timing oracle: when a sign-in of an unknown name answers faster than one of a real account
 * (no scrypt to run), a script learns which names are accounts from the clock alone. Every
 * scrypt the server runs is counted here, with its cost parameters.
 */
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scryptSync: vi.fn(actual.scryptSync) };
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ signInLimits: { accountFailures: 1000, addressFailures: 1000 } });
});
afterAll(() => t.stop());

/** The scrypt calls one failed sign-in makes, as [key length, cost options]. */
async function scryptsOfSignIn(userName: string): Promise<unknown[][]> {
  const scrypt = vi.mocked(crypto.scryptSync);
  const uuid = crypto.randomUUID();
  const captcha = await t.captchaFor(uuid);
  scrypt.mockClear();
  const reply = await t.call('POST', '/api/sys/login', { body: { userName, password: 'not-the-one', uuid, captcha } });
  expect(reply.body).toEqual({ code: 'A0210', msg: '用户名或密码错误' });
  return scrypt.mock.calls.map(([, , keyLength, options]) => [keyLength, options]);
}

describe('Guessing: no timing oracle between known and unknown user names', () => {
  it('Guessing: an unknown user name costs the same scrypt as a known one (hashed against a dummy)', async () => {
    const known = await scryptsOfSignIn(ADMIN.userName);
    const unknown = await scryptsOfSignIn('no-such-user');
    expect(known).toHaveLength(1);
    expect(unknown).toEqual(known);
  });

  it('Guessing: a failed sign-in of an unknown name costs as much as one of a real account (the quickest of each, in processor time, within a factor of 2)', async () => {
    const times = { known: [] as number[], unknown: [] as number[] };
    const once = async (kind: 'known' | 'unknown') => {
      const uuid = crypto.randomUUID();
      const captcha = await t.captchaFor(uuid);
      const body = { userName: kind === 'known' ? ADMIN.userName : `nobody-${uuid}`, password: 'x', uuid, captcha };
      // The processor time the call costs this process (the server runs in it): a sign-in the
      // machine held back waits without it, so the figure is the work done, not the load around it.
      const start = process.cpuUsage();
      await t.call('POST', '/api/sys/login', { body });
      const spent = process.cpuUsage(start);
      times[kind].push((spent.user + spent.system) / 1000);
    };
    for (let i = 0; i < 15; i++) {
      await once('known');
      await once('unknown');
    }
    // The quickest of each. Measured by the wall clock, beside the browsers of `npm test`, a median
    // once came out 3.3 times the other's and the quickest of 15 twice (28 and 14 ms), from waiting
    // alone; processor time does not count the waiting.
    const quickest = (values: number[]) => Math.min(...values);
    const ratio = quickest(times.unknown) / quickest(times.known);
    const seen = JSON.stringify({ known: quickest(times.known), unknown: quickest(times.unknown) });
    expect(ratio, seen).toBeGreaterThan(0.5);
    expect(ratio, seen).toBeLessThan(2);
  });
});
