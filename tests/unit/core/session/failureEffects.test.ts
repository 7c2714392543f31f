import { describe, expect, it, vi } from 'vitest';
import { createFailureEffects } from '../../../../src/core/session/failureEffects.ts';
import { createApiClient } from '../../../../src/core/api/client.ts';
import { createNotifier } from '../../../../src/core/notify/notifier.ts';
import { createI18n } from '../../../../src/core/i18n/i18n.ts';
import { FakeGateway } from './fakeGateway.ts';
import { plainFailureText } from '../../../../src/core/api/showFailure.ts';
import type { Message } from '../../../../src/core/kernel/ports.ts';

async function setup(language: 'zh-cn' | 'en' = 'zh-cn') {
  const i18n = await createI18n(language);
  const notifier = createNotifier();
  const shown: Message[] = [];
  notifier.subscribe((m) => shown.push(m));
  const expire = vi.fn(async () => undefined);
  const effects = createFailureEffects({ notifier, i18n: () => i18n, expire });
  return { effects, shown, expire };
}

describe('failure effects — SPEC 8 error catalogue', () => {
  it("shows the server's msg as an error toast", async () => {
    const { effects, shown } = await setup();
    effects({ kind: 'server', code: 'B0001', message: '余额不足' }, {});
    await vi.waitFor(() => expect(shown).toEqual([{ channel: 'toast', severity: 'error', text: '余额不足' }]));
  });

  it("shows '系统出错' when the server gave no msg", async () => {
    const { effects, shown } = await setup();
    effects({ kind: 'server', code: 'B0001', message: null }, {});
    await vi.waitFor(() => expect(shown[0]).toMatchObject({ text: '系统出错' }));
  });

  it("shows '请求超时，请稍后再试' without a response and '请求设置错误，请检查网络设置' for a setup failure", async () => {
    const { effects, shown } = await setup();
    effects({ kind: 'timeout' }, {});
    effects({ kind: 'setup' }, {});
    await vi.waitFor(() =>
      expect(shown.map((m) => m.text)).toEqual(['请求超时，请稍后再试', '请求设置错误，请检查网络设置']),
    );
  });

  it('a read the data layer retries: no toast for a failure of the way (the screen says it), one for a refusal', async () => {
    const { effects, shown } = await setup();
    effects({ kind: 'timeout' }, { retried: true });
    effects({ kind: 'server', code: 'B0001', message: '余额不足' }, { retried: true });
    effects({ kind: 'timeout' }, {});
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    await new Promise((done) => setTimeout(done, 10));
    expect(shown.map((m) => m.text)).toEqual(['余额不足', '请求超时，请稍后再试']);
  });

  it("an expired session shows an info notice titled '提示' with '您的会话已过期，请重新登录' and clears the session", async () => {
    const { effects, shown, expire } = await setup();
    effects({ kind: 'expired' }, { quiet: true });
    expect(shown).toEqual([{ channel: 'notice', severity: 'info', title: '提示', text: '您的会话已过期，请重新登录' }]);
    expect(expire).toHaveBeenCalledOnce();
  });

  it('has English equivalents', async () => {
    const { effects, shown } = await setup('en');
    effects({ kind: 'expired' }, {});
    effects({ kind: 'server', code: null, message: null }, {});
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown).toEqual([
      { channel: 'notice', severity: 'info', title: 'Notice', text: 'Your session has expired, please sign in again' },
      { channel: 'toast', severity: 'error', text: 'System error' },
    ]);
  });

  it('a failure still reads when its text rules cannot load: the server message as written, else the kind', () => {
    const t = (key: string) => `t:${key}`;
    expect(plainFailureText({ kind: 'server', code: 'B0001', message: '余额不足' }, t)).toBe('余额不足');
    expect(plainFailureText({ kind: 'server', code: 'B0001', message: null }, t)).toBe('t:errors.system');
    expect(plainFailureText({ kind: 'timeout' }, t)).toBe('t:errors.timeout');
    expect(plainFailureText({ kind: 'setup' }, t)).toBe('t:errors.setup');
  });

  it('quiet calls show no toast: the caller shows the failure itself', async () => {
    const { effects, shown } = await setup();
    effects({ kind: 'server', code: 'A0240', message: '验证码错误' }, { quiet: true });
    effects({ kind: 'timeout' }, {});
    // The later, loud failure arrives; the quiet one before it never does.
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(shown.map((m) => m.text)).toEqual(['请求超时，请稍后再试']);
  });

  it('20 concurrent expiries show one notice and clear the session once; a new session reports again', async () => {
    const { effects, shown, expire } = await setup();
    const gateway = new FakeGateway();
    gateway.answers.set('/api/x', () => ({ ok: true, status: 200, body: { code: 500, msg: 'token无效' } }));
    const api = createApiClient(gateway, effects);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => api.call({ method: 'GET', url: '/api/x' })),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(shown.filter((m) => m.channel === 'notice')).toHaveLength(1);
    expect(expire).toHaveBeenCalledOnce();
    effects.sessionRestored();
    effects({ kind: 'expired' }, {});
    expect(shown.filter((m) => m.channel === 'notice')).toHaveLength(2);
  });

  it('a call refused as expired after the session had already ended (another API host) changes nothing: no notice, the reason shown stays', async () => {
    const i18n = await createI18n('en');
    const notifier = createNotifier();
    const shown: Message[] = [];
    notifier.subscribe((m) => shown.push(m));
    const expire = vi.fn(async () => undefined);
    let ended = true;
    const effects = createFailureEffects({ notifier, i18n: () => i18n, expire, signedOut: () => ended });
    effects({ kind: 'expired' }, {});
    expect(shown).toEqual([]);
    expect(expire).not.toHaveBeenCalled();
    // Signed in again: an expiry is news again.
    ended = false;
    effects({ kind: 'expired' }, {});
    expect(shown.filter((m) => m.channel === 'notice')).toHaveLength(1);
    expect(expire).toHaveBeenCalledOnce();
  });
});
