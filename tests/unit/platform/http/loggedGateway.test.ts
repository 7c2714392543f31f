import { describe, expect, it, vi } from 'vitest';
import { FakeGateway } from '../../core/session/fakeGateway.ts';
import { createCallLog, type CallLog } from '../../../../src/platform/http/callLog.ts';
import {
  loggedGateway,
  recordCall,
  SIGN_OUT_REQUEST,
  signInRequest,
} from '../../../../src/platform/http/loggedGateway.ts';
import type { TransportReply } from '../../../../src/contract/platform.ts';

const OK: TransportReply = { ok: true, status: 200, body: { code: 0, data: { list: [] } } };

/** Waits until the log holds `count` calls (recording does not hold up the answer). */
async function logged(log: CallLog, count: number) {
  await vi.waitFor(async () => expect(await log.list()).toHaveLength(count));
  return log.list();
}

describe('signInRequest and SIGN_OUT_REQUEST — what the log shows of the session calls', () => {
  it('a password sign-in is POST /api/sys/login with its payload', () => {
    const payload = { userName: 'admin', password: 'p', uuid: 'u', captcha: 'c' };
    expect(signInRequest({ kind: 'password', payload })).toEqual({
      method: 'POST',
      url: '/api/sys/login',
      data: payload,
    });
  });

  it('an SMS sign-in is POST /api/sys/loginBySms with its payload', () => {
    const payload = { mobile: '13800000001', smsCode: '123456' };
    expect(signInRequest({ kind: 'sms', payload })).toEqual({
      method: 'POST',
      url: '/api/sys/loginBySms',
      data: payload,
    });
  });

  it('a sign-out is GET /api/sys/exit with the token already redacted', () => {
    expect(SIGN_OUT_REQUEST).toEqual({ method: 'GET', url: '/api/sys/exit', params: { Token: '[redacted]' } });
  });
});

describe('loggedGateway — the web build records every call it makes', () => {
  it('records a request with its outcome, redacted', async () => {
    const inner = new FakeGateway();
    inner.answers.set('/api/business/user/list', () => OK);
    const log = createCallLog();
    const gateway = loggedGateway(inner, log);
    const request = {
      method: 'GET' as const,
      url: '/api/business/user/list',
      params: { page: 2, keyword: 'a', verifyCode: '1234' },
    };
    expect(await gateway.request(request)).toEqual(OK);
    expect(inner.calls).toEqual([request]);
    const [call] = await logged(log, 1);
    expect(call).toMatchObject({
      id: 1,
      method: 'GET',
      path: '/api/business/user/list',
      outcome: 'ok',
      status: 200,
      code: 0,
      request: { params: { page: 2, keyword: 'a', verifyCode: '[redacted]' } },
      reply: { code: 0, data: { list: [] } },
    });
  });

  it('the token held before a call is redacted from its log entry, though the session ended while it was in flight', async () => {
    const TOKEN = 'tok-9a8b7c6d5e4f3a2b';
    let held: string | null = TOKEN;
    const inner = new FakeGateway();
    inner.answers.set('/api/echo', () => {
      held = null; // another tab signed out meanwhile
      return { ok: true, status: 200, body: { code: 0, data: { echo: `Token ${TOKEN}`, b64: btoa(`:${TOKEN}`) } } };
    });
    const log = createCallLog();
    await loggedGateway(inner, log, async () => held).request({ method: 'GET', url: '/api/echo' });
    const [call] = await logged(log, 1);
    expect(JSON.stringify(call)).not.toContain(TOKEN);
    expect(JSON.stringify(call)).not.toContain(btoa(`:${TOKEN}`).slice(4, 24));
    expect(call).toMatchObject({ reply: { data: { echo: 'Token [redacted]' } } });
  });

  it('records a failed request too', async () => {
    const log = createCallLog();
    const gateway = loggedGateway(new FakeGateway(), log);
    await gateway.request({ method: 'DELETE', url: '/api/nowhere', data: { ids: [1] } });
    const [call] = await logged(log, 1);
    expect(call).toMatchObject({
      method: 'DELETE',
      outcome: 'http',
      status: 404,
      code: 'A0404',
      request: { data: { ids: [1] } },
    });
  });

  it('records a password sign-in without the password and the captcha answer', async () => {
    const inner = new FakeGateway();
    const log = createCallLog();
    const gateway = loggedGateway(inner, log);
    const request = {
      kind: 'password' as const,
      payload: { userName: 'admin', password: 'S3cret-pw-1', uuid: 'u-1', captcha: 'k7Qz' },
    };
    const reply = await gateway.signIn(request, { remember: true });
    expect(reply).toEqual({ ok: true, status: 200, body: { code: 0, data: {} } });
    expect(inner.signIns).toEqual([{ request, remember: true }]);
    const [call] = await logged(log, 1);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/sys/login',
      outcome: 'ok',
      request: { data: { userName: 'admin', password: '[redacted]', uuid: 'u-1', captcha: '[redacted]' } },
    });
    expect(JSON.stringify(call)).not.toMatch(/S3cret-pw-1|k7Qz/);
  });

  it('records an SMS sign-in without the code', async () => {
    const log = createCallLog();
    await loggedGateway(new FakeGateway(), log).signIn(
      { kind: 'sms', payload: { mobile: '13800000001', smsCode: '864209' } },
      { remember: false },
    );
    const [call] = await logged(log, 1);
    expect(call).toMatchObject({
      path: '/api/sys/loginBySms',
      request: { data: { mobile: '13800000001', smsCode: '[redacted]' } },
    });
    expect(JSON.stringify(call)).not.toContain('864209');
  });

  it('the log is one session’s: a sign-in that opens a session starts it empty; a sign-out, an expiry or another page’s sign-out empties it', async () => {
    const inner = new FakeGateway();
    const log = createCallLog();
    const gateway = loggedGateway(inner, log);
    await gateway.request({ method: 'GET', url: '/api/before' });
    await logged(log, 1);
    await gateway.signIn({ kind: 'password', payload: { userName: 'a', password: 'p' } }, { remember: false });
    const [first] = await logged(log, 1);
    expect(first).toMatchObject({ method: 'POST', path: '/api/sys/login' });
    await gateway.request({ method: 'GET', url: '/api/customer' });
    await logged(log, 2);
    // Signing out: the log is emptied and the sign-out itself is not kept.
    await gateway.signOut();
    expect(inner.exits).toBe(1);
    // Emptied (waited for); the sleep after judges that the sign-out is not recorded late.
    await vi.waitFor(async () => expect(await log.list()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await log.list()).toEqual([]);
    // An expiry (the console clears the session) empties it.
    await gateway.request({ method: 'GET', url: '/api/customer' });
    await logged(log, 1);
    await gateway.clearSession();
    expect(await log.list()).toEqual([]);
    // Another page ended the session: heard, emptied.
    await gateway.request({ method: 'GET', url: '/api/customer' });
    await logged(log, 1);
    inner.emit(false);
    await vi.waitFor(async () => expect(await log.list()).toEqual([]));
  });

  it('a sign-in that opens no session keeps the log (a failed attempt is one more call)', async () => {
    const inner = new FakeGateway();
    const log = createCallLog();
    inner.signInAnswer = () => ({ ok: true, status: 200, body: { code: 'A0001', msg: 'wrong password' } });
    const gateway = loggedGateway(inner, log);
    await gateway.request({ method: 'GET', url: '/api/before' });
    await gateway.signIn({ kind: 'password', payload: { userName: 'a', password: 'p' } }, { remember: false });
    expect(await logged(log, 2)).toHaveLength(2);
  });

  it('with a token reader, the token is redacted wherever a reply echoes it', async () => {
    const inner = new FakeGateway();
    inner.token = 'tok-live-1234';
    inner.answers.set('/api/echo', () => ({
      ok: true,
      status: 200,
      body: { code: 0, data: { session: 'tok-live-1234', note: 'your tok-live-1234 here' } },
    }));
    const log = createCallLog();
    const gateway = loggedGateway(inner, log, async () => inner.token);
    await gateway.request({ method: 'GET', url: '/api/echo' });
    const calls = await logged(log, 1);
    expect(JSON.stringify(calls)).not.toContain('tok-live-1234');
    expect(calls[0]!.reply).toEqual({ code: 0, data: { session: '[redacted]', note: 'your [redacted] here' } });
  });

  it('passes the session questions through without recording them', async () => {
    const inner = new FakeGateway();
    inner.lastEndReason = 'host-changed';
    const log = createCallLog();
    const gateway = loggedGateway(inner, log);
    expect(await gateway.hasSession()).toBe(false);
    inner.token = 't';
    expect(await gateway.hasSession()).toBe(true);
    const heard = vi.fn();
    const stop = gateway.onSessionChange(heard);
    inner.emit(false, 'host-changed');
    expect(heard).toHaveBeenCalledWith(false, 'host-changed');
    stop();
    inner.emit(true);
    expect(heard).toHaveBeenCalledTimes(1);
    inner.token = 't';
    await gateway.clearSession();
    expect(inner.token).toBeNull();
    expect(await gateway.endReason!()).toBe('host-changed');
    expect(await log.list()).toEqual([]);
  });

  it('has endReason only when the gateway it wraps has it', () => {
    const withReason = new FakeGateway();
    expect(loggedGateway(withReason, createCallLog())).toHaveProperty('endReason');
    const without = new FakeGateway();
    without.endReason = undefined;
    expect(loggedGateway(without, createCallLog())).not.toHaveProperty('endReason');
  });
});

describe('recordCall — the answer does not wait for the log', () => {
  it('answers at once while the log is slow, and records once it can', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const recorded: unknown[] = [];
    const log = {
      ...createCallLog(),
      record: async (call: unknown) => {
        await slow;
        recorded.push(call);
      },
    };
    const reply = await recordCall(log, { method: 'GET', url: '/api/x' }, async () => OK);
    expect(reply).toBe(OK);
    expect(recorded).toEqual([]);
    release();
    await vi.waitFor(() => expect(recorded).toHaveLength(1));
  });

  it('answers even when the log never records or fails', async () => {
    const never = { ...createCallLog(), record: () => new Promise<void>(() => undefined) };
    expect(await recordCall(never, { method: 'GET', url: '/api/x' }, async () => OK)).toBe(OK);
    const broken = { ...createCallLog(), record: () => Promise.reject(new Error('full')) };
    expect(await recordCall(broken, { method: 'GET', url: '/api/x' }, async () => OK)).toBe(OK);
  });

  it('asks for the token after the call: a token the call issued is redacted too', async () => {
    let token: string | null = null;
    const log = createCallLog();
    const reply = await recordCall(
      log,
      { method: 'POST', url: '/api/issue' },
      async () => {
        token = 'tok-new-6a2f';
        return { ok: true, status: 200, body: { code: 0, msg: 'issued tok-new-6a2f', data: { echo: 'tok-new-6a2f' } } };
      },
      async () => token,
    );
    expect(reply.ok).toBe(true);
    const [call] = await logged(log, 1);
    expect(JSON.stringify(call)).not.toContain('tok-new-6a2f');
    expect(call).toMatchObject({ msg: 'issued [redacted]', reply: { data: { echo: '[redacted]' } } });
  });

  it('a token question that fails still records the call', async () => {
    const log = createCallLog();
    await recordCall(
      log,
      { method: 'GET', url: '/api/x' },
      async () => OK,
      () => Promise.reject(new Error('locked')),
    );
    const [call] = await logged(log, 1);
    expect(call).toMatchObject({ path: '/api/x', outcome: 'ok' });
  });

  it('times the call and stamps when it was sent', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['Date', 'performance'] });
    try {
      // The clock has run a while before the call: the duration is the difference, not the end time.
      vi.advanceTimersByTime(1000);
      const log = createCallLog();
      await recordCall(log, { method: 'GET', url: '/api/x' }, async () => {
        vi.advanceTimersByTime(250);
        return OK;
      });
      await Promise.resolve();
      vi.useRealTimers();
      const [call] = await logged(log, 1);
      expect(call!.at).toBe(Date.UTC(2026, 0, 1) + 1000);
      expect(call!.durationMs).toBe(250);
    } finally {
      vi.useRealTimers();
    }
  });
});
