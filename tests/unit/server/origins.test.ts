// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleOrigins, normaliseOrigin, parseOriginList } from '../../../server/origins.ts';
import { ADMIN, startTestServer, type Reply, type TestServer } from './harness.ts';

const CONSOLE = 'http://127.0.0.1:5190';
const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const FOREIGN = 'https://evil.example';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [CONSOLE, EXTENSION] });
  token = await t.login(ADMIN.userName, ADMIN.password);
});
afterAll(() => t.stop());

const preflight = (path: string, origin: string) =>
  fetch(`${t.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'PUT',
      'Access-Control-Request-Headers': 'token,content-type',
    },
  });

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('/api answers CORS only to the allowed origins', () => {
  it('a foreign origin gets no Access-Control-Allow-Origin, on answers and errors alike', async () => {
    const headers = { Origin: FOREIGN };
    for (const reply of [
      await t.call('GET', '/api/sys/menu/nav', { headers, token }),
      await t.call('GET', '/api/sys/menu/nav', { headers }),
      await t.call('GET', '/api/none', { headers }),
      await t.call('POST', '/api/sys/login', { headers, body: {} }),
    ]) {
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      expect(reply.headers.get('vary')).toContain('Origin');
    }
  });

  it('a preflight from a foreign origin is refused with 403 and the envelope, and allows nothing', async () => {
    const res = await preflight('/api/sys/menu', FOREIGN);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'A0301', msg: '不允许的来源' });
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('an origin that only starts like an allowed one is foreign', async () => {
    for (const origin of [`${CONSOLE}.evil.example`, 'http://127.0.0.1:51900', 'https://127.0.0.1:5190', 'null']) {
      expect(
        (await t.call('GET', '/api/sys/menu/nav', { headers: { Origin: origin }, token })).headers.get(
          'access-control-allow-origin',
        ),
      ).toBeNull();
      expect((await preflight('/api/sys/menu', origin)).status).toBe(403);
    }
  });

  it('an allowed origin is answered with itself, and Vary: Origin', async () => {
    for (const origin of [CONSOLE, EXTENSION]) {
      const reply = await t.call('GET', '/api/sys/menu/nav', { headers: { Origin: origin }, token });
      expect(reply.body.code).toBe(0);
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
      expect(reply.headers.get('vary')).toContain('Origin');
      // Errors too: the console must be able to read the envelope of a refusal.
      const missing = await t.call('GET', '/api/none', { headers: { Origin: origin } });
      expect(missing.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('a preflight from an allowed origin allows GET POST PUT DELETE and the Token and Content-Type headers', async () => {
    const res = await preflight('/api/sys/menu', CONSOLE);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(res.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual([
      'token',
      'content-type',
    ]);
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('a request without Origin (same-origin GET, curl, Node) is served as before', async () => {
    const reply = await t.call('GET', '/api/sys/menu/nav', { token });
    expect(reply.body.code).toBe(0);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("without allowed origins every web origin but the server's own is foreign", async () => {
    const s = await startTestServer();
    try {
      const reply = await s.call('GET', '/api/sys/menu/nav', { headers: { Origin: CONSOLE } });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ code: 'A0301', msg: '不允许的来源' });
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      const res = await fetch(`${s.url}/api/sys/menu`, {
        method: 'OPTIONS',
        headers: { Origin: CONSOLE, 'Access-Control-Request-Method': 'PUT' },
      });
      expect(res.status).toBe(403);
    } finally {
      await s.stop();
    }
  });
});

/** A raw HTTP request, so that the Host header can be anything (a DNS-rebound page's). */
function rawGet(path: string, headers: Record<string, string>): Promise<Reply> {
  const { port } = new URL(t.url);
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') h.set(name, value);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        done({ status: res.statusCode ?? 0, headers: h, text, body });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

describe('/__dev answers no cross-origin request', () => {
  const refusal = { code: 'A0301', msg: '开发接口不接受跨源请求' };

  it("Node's own fetch (no Origin header, as the tests' DevApi sends) is answered", async () => {
    const reply = await t.call('GET', '/__dev/requests?limit=1');
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(corsHeaders(reply.headers)).toEqual([]);
  });

  it('a request with an Origin header is refused with 403 and the envelope, whatever the origin', async () => {
    for (const origin of [FOREIGN, CONSOLE, EXTENSION, 'null', t.url]) {
      for (const path of [
        '/__dev/requests',
        '/__dev/captcha?uuid=x',
        '/__dev/sms?mobile=13800000001',
        '/__dev/faults',
      ]) {
        const reply = await t.call('GET', path, { headers: { Origin: origin } });
        expect(reply.status, `${origin} ${path}`).toBe(403);
        expect(reply.body).toEqual(refusal);
        expect(corsHeaders(reply.headers)).toEqual([]);
      }
    }
  });

  it('a refused request changes nothing (a cross-origin POST cannot reset the data or queue a fault)', async () => {
    const before = (await t.call('GET', '/api/sys/menu/nav', { token })).body.code;
    expect(before).toBe(0);
    expect((await t.call('POST', '/__dev/expire-tokens', { headers: { Origin: FOREIGN } })).status).toBe(403);
    expect((await t.call('POST', '/__dev/reset', { headers: { Origin: FOREIGN } })).status).toBe(403);
    expect(
      (await t.call('POST', '/__dev/faults', { headers: { Origin: FOREIGN }, body: { mode: 'drop' } })).status,
    ).toBe(403);
    expect((await t.call('GET', '/__dev/faults')).body.data).toEqual([]);
    expect((await t.call('GET', '/api/sys/menu/nav', { token })).body.code).toBe(0);
  });

  it('a preflight gets no CORS headers (403)', async () => {
    const res = await preflight('/__dev/requests', CONSOLE);
    expect(res.status).toBe(403);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('Sec-Fetch-Site cross-site and same-site are refused; same-origin and none (the address bar) are answered', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const reply = await t.call('GET', '/__dev/requests?limit=1', { headers: { 'Sec-Fetch-Site': site } });
      expect(reply.status, site).toBe(403);
      expect(reply.body).toEqual(refusal);
    }
    for (const site of ['same-origin', 'none']) {
      expect(
        (await t.call('GET', '/__dev/requests?limit=1', { headers: { 'Sec-Fetch-Site': site } })).body.code,
        site,
      ).toBe(0);
    }
  });

  it('a request addressed to a host name other than a loopback one (a DNS-rebound page) is refused', async () => {
    const { port } = new URL(t.url);
    const rebound = await rawGet('/__dev/requests?limit=1', { Host: `evil.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toEqual({ code: 'A0301', msg: '开发接口只接受发往本机地址的请求' });
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await rawGet('/__dev/requests?limit=1', { Host: host })).body.code, host).toBe(0);
    }
  });

  it('production mode has no /__dev at all (404, not 403)', async () => {
    const s = await startTestServer({ mode: 'production' });
    try {
      expect((await s.call('GET', '/__dev/requests')).status).toBe(404);
    } finally {
      await s.stop();
    }
  });
});

describe('allowed origins as configuration', () => {
  it('normaliseOrigin gives scheme://host[:port] in lower case and refuses anything with a path, query or credentials', () => {
    expect(normaliseOrigin('HTTP://Console.Example.com:8080/')).toBe('http://console.example.com:8080');
    expect(normaliseOrigin('https://console.example.com:443')).toBe('https://console.example.com');
    expect(normaliseOrigin(' chrome-extension://abcdefghijklmnop ')).toBe('chrome-extension://abcdefghijklmnop');
    for (const bad of [
      '',
      '*',
      'console.example.com',
      'https://x.test/path',
      'https://x.test?q=1',
      'https://u:p@x.test',
      'chrome-extension:',
    ]) {
      expect(normaliseOrigin(bad), bad).toBeNull();
    }
  });

  it('parseOriginList (API_ALLOWED_ORIGINS) splits on commas, skips blanks and throws on an entry that is not an origin', () => {
    expect(parseOriginList(undefined)).toEqual([]);
    expect(parseOriginList(' chrome-extension://abc , https://Console.test ,,')).toEqual([
      'chrome-extension://abc',
      'https://console.test',
    ]);
    expect(() => parseOriginList('https://ok.test,*')).toThrow(/"\*" is not an origin/);
  });

  it('consoleOrigins are the web console on 127.0.0.1 and localhost', () => {
    expect(consoleOrigins(5190)).toEqual(['http://127.0.0.1:5190', 'http://localhost:5190']);
  });

  it('a configured origin in another spelling still matches what browsers send', async () => {
    const s = await startTestServer({ allowedOrigins: ['HTTP://Console.Test:8080/'] });
    try {
      const reply = await s.call('GET', '/api/none', { headers: { Origin: 'http://console.test:8080' } });
      expect(reply.headers.get('access-control-allow-origin')).toBe('http://console.test:8080');
    } finally {
      await s.stop();
    }
  });
});
