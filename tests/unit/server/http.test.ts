// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/sys/nothing'],
    ['GET', '/'],
    ['POST', '/api/sys/menu/nav'],
    ['GET', '/api/sys/login'],
    ['GET', '/api/sys/login/'],
  ])('%s %s answers HTTP 404 with A0404', async (method, path) => {
    const reply = await t.call(method, path);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 'A0404', msg: '接口不存在' });
  });
});

describe('request bodies', () => {
  it('a body over 64 KiB answers HTTP 413 with an envelope', async () => {
    const reply = await t.call('POST', '/api/sys/login', {
      rawBody: JSON.stringify({ userName: 'x'.repeat(64 * 1024) }),
    });
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe('A0400');
    expect(reply.body.msg).toContain('64 KiB');
  });

  it('a chunked body over 64 KiB answers HTTP 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${t.url}/api/sys/login`, {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('A0400');
  });

  it('a body just under the limit is read', async () => {
    const body = JSON.stringify({ userName: 'x'.repeat(60 * 1024) });
    const reply = await t.call('POST', '/api/sys/login', { rawBody: body });
    expect(reply.status).toBe(200);
    expect(reply.body.msg).toContain('userName');
  });

  it('malformed JSON answers HTTP 400 A0400', async () => {
    const reply = await t.call('POST', '/api/sys/login', { rawBody: '{"userName": ' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 'A0400', msg: '请求体不是合法的 JSON' });
  });

  it('JSON that is not an object answers A0400', async () => {
    const reply = await t.call('POST', '/api/sys/login', { rawBody: '[1,2]' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: 'A0400', msg: '请求体必须是 JSON 对象' });
  });

  it('an empty body counts as an empty object', async () => {
    const reply = await t.call('POST', '/api/sys/login', { rawBody: '' });
    expect(reply.body).toEqual({ code: 'A0400', msg: '参数 userName 不能为空' });
  });
});

describe('CORS (the rules themselves: origins.test.ts)', () => {
  it('does not record preflights in the request log', async () => {
    const s2 = await startTestServer({ allowedOrigins: ['https://x.test'] });
    try {
      await fetch(`${s2.url}/api/sys/preflight-only`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://x.test', 'Access-Control-Request-Method': 'POST' },
      });
      await fetch(`${s2.url}/api/sys/preflight-only`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://foreign.test', 'Access-Control-Request-Method': 'POST' },
      });
      const log = (await s2.call('GET', '/__dev/requests?path=/api/sys/preflight-only')).body.data;
      expect(log).toEqual([]);
    } finally {
      await s2.stop();
    }
  });
});

describe('unexpected errors', () => {
  it('answer HTTP 500 B0001 系统出错 without a stack, and the stack goes to the error log', async () => {
    const s = await startTestServer();
    try {
      const token = await s.login(ADMIN.userName, ADMIN.password);
      // The data file's directory becomes a plain file: the next save fails.
      rmSync(dirname(s.dataFile), { recursive: true, force: true });
      writeFileSync(dirname(s.dataFile), 'not a directory');
      const reply = await s.call('PUT', '/api/sys/user/changePs', {
        token,
        body: { password: ADMIN.password, newPassword: 'another-1' },
      });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ code: 'B0001', msg: '系统出错' });
      expect(reply.text).not.toMatch(/at |Error/);
      expect(s.errors.join('\n')).toMatch(/\[error\] PUT \/api\/sys\/user\/changePs: Error: .*\n\s+at /);
      rmSync(dirname(s.dataFile), { force: true });
    } finally {
      await s.stop();
    }
  });
});
