// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from '../../../server/proxies.ts';
import { OPERATOR, startTestServer, type TestServer } from './harness.ts';

/**
 * Behind a proxy every request comes from the proxy's address, so a lock per socket peer would lock
 * out every caller once one guesser fails 20 times. The rule (docs/security.md "The reference
 * server", server/README.md): `X-Forwarded-For` is believed only from the proxies in `trustProxy`
 * (`TRUST_PROXY`), read from the right; from any other peer it is ignored.
 */
const LOCKED = { code: 'A0250', msg: '登录失败次数过多，请 15 分钟后再试' };
const root = resolve(import.meta.dirname, '../../..');

let t: TestServer | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

interface From {
  /** The address the client's socket is bound to (any of 127.0.0.0/8 on Linux). */
  localAddress?: string;
  forwardedFor?: string;
  /** Where the sign-in goes: the server itself unless a proxy in front of it is given. */
  base?: string;
}

/** A sign-in of `userName` from one client, with a fresh captcha read from the server. */
async function signIn(s: TestServer, userName: string, password: string, from: From = {}) {
  const uuid = randomUUID();
  const captcha = await s.captchaFor(uuid);
  const url = new URL('/api/sys/login', from.base ?? s.url);
  const body = JSON.stringify({ userName, password, uuid, captcha });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (from.forwardedFor !== undefined) headers['X-Forwarded-For'] = from.forwardedFor;
  return new Promise<{ code: unknown; msg?: string }>((done, fail) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers,
        localAddress: from.localAddress,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(JSON.parse(text) as { code: unknown; msg?: string }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** Failures of one address that lock it: 4 here instead of 20, so that the tests do not wait on scrypt. */
const limits = { signInLimits: { addressFailures: 4 } };

/** Enough failed sign-ins to lock an address (each under another unknown name, so no account locks) from one client. */
async function failEnough(s: TestServer, from: (i: number) => From) {
  for (let i = 0; i < limits.signInLimits.addressFailures; i++) {
    expect((await signIn(s, `guess-${i}`, 'wrong', from(i))).code, `failure ${i + 1}`).toBe('A0210');
  }
}

describe('Behind a proxy: X-Forwarded-For only from trusted proxies', () => {
  it('Behind a proxy: a forged X-Forwarded-For from an untrusted peer is ignored', async () => {
    t = await startTestServer(limits);
    await failEnough(t, (i) => ({ forwardedFor: `203.0.113.${i + 1}` }));
    // Four "different" callers were one peer: it is locked, whatever it claims to be next.
    expect(await signIn(t, OPERATOR.userName, OPERATOR.password, { forwardedFor: '198.51.100.9' })).toEqual(LOCKED);
  });

  it('Behind a proxy: two clients behind a trusted proxy are locked separately', async () => {
    t = await startTestServer({ ...limits, trustProxy: ['127.0.0.1'] });
    await failEnough(t, () => ({ forwardedFor: '203.0.113.7' }));
    expect(await signIn(t, OPERATOR.userName, OPERATOR.password, { forwardedFor: '203.0.113.7' })).toEqual(LOCKED);
    expect((await signIn(t, OPERATOR.userName, OPERATOR.password, { forwardedFor: '198.51.100.9' })).code).toBe(0);
    // A hop the client wrote itself, left of what the proxy appended, is not believed.
    const forged = { forwardedFor: '198.51.100.9, 203.0.113.7' };
    expect(await signIn(t, OPERATOR.userName, OPERATOR.password, forged)).toEqual(LOCKED);
  });

  it(
    "Behind a proxy: npm start's Vite proxy names each caller, and the API trusts loopback proxies",
    { timeout: 30_000 },
    async () => {
      expect(readFileSync(join(root, 'scripts/start.ts'), 'utf8')).toMatch(/^\s*trustProxy: \[LOOPBACK\],$/m);
      t = await startTestServer({ ...limits, trustProxy: parseTrustedProxies('loopback') });
      const { createServer } = await import('vite');
      const before = process.env.API_PROXY;
      process.env.API_PROXY = t.url;
      const vite = await createServer({
        configFile: join(root, 'vite.config.ts'),
        mode: 'web',
        logLevel: 'silent',
        server: { port: 0, strictPort: false, host: '127.0.0.1', hmr: false, watch: null },
      });
      try {
        await vite.listen();
        const base = vite.resolvedUrls!.local[0]!;
        // Two callers on this machine, each from an address of its own, both through the proxy.
        await failEnough(t, () => ({ base, localAddress: '127.0.0.2' }));
        expect(await signIn(t, OPERATOR.userName, OPERATOR.password, { base, localAddress: '127.0.0.2' })).toEqual(
          LOCKED,
        );
        expect((await signIn(t, OPERATOR.userName, OPERATOR.password, { base, localAddress: '127.0.0.3' })).code).toBe(
          0,
        );
      } finally {
        await vite.close();
        if (before === undefined) delete process.env.API_PROXY;
        else process.env.API_PROXY = before;
      }
    },
  );
});

describe('Behind a proxy: the caller address rule', () => {
  const trusted = parseTrustedProxies('10.0.0.5, loopback');

  it.each([
    ['an untrusted peer: its own address, whatever it forwards', '198.51.100.2', '203.0.113.7', '198.51.100.2'],
    ['no X-Forwarded-For: the peer', '10.0.0.5', undefined, '10.0.0.5'],
    ['a trusted peer: the last hop', '10.0.0.5', '203.0.113.7', '203.0.113.7'],
    [
      'hops of trusted proxies are passed over from the right',
      '::ffff:127.0.0.1',
      '203.0.113.7, 10.0.0.5',
      '203.0.113.7',
    ],
    ['a forged hop left of the untrusted one is not believed', '10.0.0.5', '1.2.3.4,203.0.113.7', '203.0.113.7'],
    ['every hop trusted: the leftmost', '::1', '127.0.0.2, 10.0.0.5', '127.0.0.2'],
    ['an entry that is no address ends the walk', '10.0.0.5', '203.0.113.7, junk, 10.0.0.5', '10.0.0.5'],
  ])('%s', (_, peer, forwardedFor, expected) => {
    expect(clientAddress(peer, forwardedFor, trusted)).toBe(expected);
  });

  it('TRUST_PROXY takes IP addresses and loopback, and refuses anything else', () => {
    expect(parseTrustedProxies(' 10.0.0.5 ,::FFFF:10.0.0.6, fd00::1,loopback')).toEqual([
      '10.0.0.5',
      '10.0.0.6',
      'fd00::1',
      'loopback',
    ]);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(() => parseTrustedProxies('10.0.0.0/8')).toThrow(/not an IP address/);
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/not an IP address/);
  });
});
