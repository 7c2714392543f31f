// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguage } from '../../../server/envelope.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('the server answers in the language the request asks for', () => {
  it.each([
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh;q=0.5,en-GB;q=0.8', 'en'],
    ['fr', 'zh'],
    ['*', 'zh'],
    [undefined, 'zh'],
  ] as const)('Accept-Language %j → %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });

  it('a refused sign-in in English and in Chinese', async () => {
    const english = await t.call('POST', '/api/sys/getSmsCode', {
      body: { type: 1 },
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(english.body).toEqual({ code: 'A0400', msg: 'mobile is required' });
    const chinese = await t.call('POST', '/api/sys/getSmsCode', {
      body: { type: 1 },
      headers: { 'Accept-Language': 'zh-CN' },
    });
    expect(chinese.body).toEqual({ code: 'A0400', msg: '参数 mobile 不能为空' });
  });

  it("keeps 'token无效' as it is in English", async () => {
    const reply = await t.call('GET', '/api/sys/menu/nav', {
      token: 'f'.repeat(64),
      headers: { 'Accept-Language': 'en' },
    });
    expect(reply.body).toEqual({ code: 500, msg: 'token无效' });
  });
});
