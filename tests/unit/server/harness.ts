/** Starts the reference API server on a free port with a temporary data file. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer, StartOptions } from '../../../server/listen.ts';
import { startServer } from '../../../server/listen.ts';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- envelopes of many shapes in assertions
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  server: RunningServer;
  url: string;
  dir: string;
  dataFile: string;
  logs: string[];
  errors: string[];
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  captchaFor(uuid: string): Promise<string>;
  /** Fresh captcha, then login; returns the whole reply. */
  loginReply(userName: string, password: string): Promise<Reply>;
  login(userName: string, password: string): Promise<string>;
  restart(overrides?: Partial<StartOptions>): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestServer(overrides: Partial<StartOptions> = {}): Promise<TestServer> {
  const dir = overrides.dataFile ? '' : mkdtempSync(join(tmpdir(), 'api-server-test-'));
  const dataFile = overrides.dataFile ?? join(dir, 'state.json');
  const logs: string[] = [];
  const errors: string[] = [];
  const options = (extra: Partial<StartOptions> = {}): StartOptions => ({
    mode: 'test',
    port: 0,
    dataFile,
    log: (line) => logs.push(line),
    logError: (line) => errors.push(line),
    ...overrides,
    ...extra,
  });

  const t: TestServer = {
    server: await startServer(options()),
    url: '',
    dir,
    dataFile,
    logs,
    errors,
    async call(method, path, { token, body, rawBody, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const h = init.headers as Record<string, string>;
      if (token !== undefined) h.Token = token;
      if (rawBody !== undefined || body !== undefined) {
        h['Content-Type'] ??= 'application/json';
        init.body = rawBody ?? JSON.stringify(body);
      }
      const res = await fetch(t.url + path, init);
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: res.status, headers: res.headers, text, body: parsed };
    },
    async captchaFor(uuid) {
      const image = await t.call('GET', `/api/getCaptchaCode?uuid=${uuid}`);
      if (image.status !== 200) throw new Error(`captcha image: ${image.text}`);
      const reply = await t.call('GET', `/__dev/captcha?uuid=${uuid}`);
      return reply.body.data.code as string;
    },
    async loginReply(userName, password) {
      const uuid = randomUUID();
      const captcha = await t.captchaFor(uuid);
      return t.call('POST', '/api/sys/login', { body: { userName, password, uuid, captcha } });
    },
    async login(userName, password) {
      const reply = await t.loginReply(userName, password);
      if (reply.body?.code !== 0) throw new Error(`login of ${userName} failed: ${reply.text}`);
      return reply.body.data.token as string;
    },
    async restart(extra = {}) {
      await t.server.close();
      t.server = await startServer(options(extra));
      t.url = t.server.url;
    },
    async stop() {
      await t.server.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  t.url = t.server.url;
  return t;
}

export interface RawRequest {
  method?: string;
  path: string;
  /** Sent exactly as given, `Host` included: what a hostile page or a rebound DNS name makes a browser send. */
  headers?: Record<string, string>;
  body?: string;
}

/** One HTTP request with headers fetch() will not forge (`Host`), to `url`'s port on 127.0.0.1. */
export function rawRequest(url: string, { method = 'GET', path, headers = {}, body }: RawRequest): Promise<Reply> {
  const { port } = new URL(url);
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers, setHost: !('Host' in headers) },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const h = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') h.set(name, value);
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          done({ status: res.statusCode ?? 0, headers: h, text, body: parsed });
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

export const ADMIN = { userName: 'admin', mobile: '13800000001', password: 'admin123' } as const;
export const OPERATOR = { userName: 'operator', mobile: '13800000002', password: 'operator123' } as const;
export const BROKEN = { userName: 'broken', mobile: '13800000003', password: 'broken123' } as const;
export const NEWHIRE = { userName: 'newhire', mobile: '13800000004', password: 'newhire123' } as const;
