import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interpretReply, type Failure } from '../../../src/contract/envelope.ts';
import { failureText } from '../../../src/core/api/failureMessage.ts';
import type { TransportReply } from '../../../src/contract/platform.ts';

const ok = (body: unknown, status = 200): TransportReply => ({ ok: true, status, body });

describe('interpretReply — SPEC 8 response envelope', () => {
  it('code 0 means success, and data is returned', () => {
    expect(interpretReply(ok({ code: 0, data: { token: 't' }, msg: 'success' }))).toEqual({
      ok: true,
      data: { token: 't' },
    });
    expect(interpretReply(ok({ code: '0', data: [1, 2] }))).toEqual({ ok: true, data: [1, 2] });
  });

  it('if code and msg are both absent, the raw body is returned', () => {
    expect(interpretReply(ok({ list: [1], total: 1 }))).toEqual({ ok: true, data: { list: [1], total: 1 } });
    expect(interpretReply(ok('plain text'))).toEqual({ ok: true, data: 'plain text' });
    expect(interpretReply(ok([1, 2, 3]))).toEqual({ ok: true, data: [1, 2, 3] });
    expect(interpretReply(ok(null))).toEqual({ ok: true, data: null });
  });

  it('any other code shows msg and the call fails', () => {
    expect(interpretReply(ok({ code: 'B0001', msg: '余额不足' }))).toEqual({
      ok: false,
      failure: { kind: 'server', code: 'B0001', message: '余额不足', status: 200 },
    });
  });

  it("any other code without msg shows '系统出错' (system error)", () => {
    const outcome = interpretReply(ok({ code: 'B0001' }));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(failureText(outcome.failure)).toEqual({ key: 'errors.system' });
    const blank = interpretReply(ok({ code: 42, msg: '   ' }));
    expect(blank.ok).toBe(false);
    if (!blank.ok) expect(failureText(blank.failure)).toEqual({ key: 'errors.system' });
  });

  it("code 500 with message 'token无效' is an expired session", () => {
    expect(interpretReply(ok({ code: 500, msg: 'token无效' }))).toEqual({ ok: false, failure: { kind: 'expired' } });
    expect(interpretReply(ok({ code: '500', msg: 'token无效' }))).toEqual({ ok: false, failure: { kind: 'expired' } });
    // Code 500 with another message is an ordinary failure.
    expect(interpretReply(ok({ code: 500, msg: '服务繁忙' }))).toMatchObject({
      ok: false,
      failure: { kind: 'server', message: '服务繁忙' },
    });
  });

  it('an HTTP error whose body has code A0230 is an expired session', () => {
    expect(
      interpretReply({ ok: false, kind: 'http', status: 401, body: { code: 'A0230', msg: 'token已过期' } }),
    ).toEqual({
      ok: false,
      failure: { kind: 'expired' },
    });
  });

  it('an HTTP error body with another msg shows that msg, or the system-error text', () => {
    expect(interpretReply({ ok: false, kind: 'http', status: 400, body: { code: 'A0400', msg: '参数错误' } })).toEqual({
      ok: false,
      failure: { kind: 'server', code: 'A0400', message: '参数错误', status: 400 },
    });
    const bare = interpretReply({ ok: false, kind: 'http', status: 502, body: '<html>Bad gateway</html>' });
    expect(bare).toEqual({ ok: false, failure: { kind: 'server', code: null, message: null, status: 502 } });
    if (!bare.ok) expect(failureText(bare.failure)).toEqual({ key: 'errors.system' });
  });

  it("no response at all shows '请求超时，请稍后再试'", () => {
    for (const kind of ['timeout', 'network'] as const) {
      const outcome = interpretReply({ ok: false, kind });
      expect(outcome).toEqual({ ok: false, failure: { kind: 'timeout' } });
      if (!outcome.ok) expect(failureText(outcome.failure)).toEqual({ key: 'errors.timeout' });
    }
  });

  it("a failure in setting up the request shows '请求设置错误，请检查网络设置'", () => {
    const outcome = interpretReply({ ok: false, kind: 'setup' });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'setup' } });
    if (!outcome.ok) expect(failureText(outcome.failure)).toEqual({ key: 'errors.setup' });
  });

  it('the expired notice has its own text key', () => {
    expect(failureText({ kind: 'expired' })).toEqual({ key: 'errors.sessionExpired' });
  });
});

describe('interpretReply — malformed bodies never throw', () => {
  const anyBody = fc.oneof(
    fc.anything(),
    fc.string({ maxLength: 200_000 }),
    fc.record({ code: fc.anything(), msg: fc.anything(), data: fc.anything() }, { requiredKeys: [] }),
    fc.array(fc.anything()),
    fc.constant(null),
  );
  const anyReply: fc.Arbitrary<TransportReply> = fc.oneof(
    fc.record({ ok: fc.constant(true as const), status: fc.integer({ min: 0, max: 999 }), body: anyBody }),
    fc.record({
      ok: fc.constant(false as const),
      kind: fc.constantFrom('timeout' as const, 'network' as const, 'setup' as const, 'http' as const),
      status: fc.integer({ min: 0, max: 999 }),
      body: anyBody,
    }),
  );

  it('answers an Outcome with a typed failure for any reply', () => {
    fc.assert(
      fc.property(anyReply, (reply) => {
        const outcome = interpretReply(reply);
        if (!outcome.ok) {
          const failure: Failure = outcome.failure;
          expect(['server', 'expired', 'timeout', 'setup']).toContain(failure.kind);
          const text = failureText(failure);
          expect(typeof ('key' in text ? text.key : text.text)).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('survives objects that throw on access and replies that are not objects', () => {
    const hostile = new Proxy(
      {},
      {
        has: () => true,
        get: () => {
          throw new Error('boom');
        },
      },
    );
    expect(() => interpretReply(ok(hostile))).not.toThrow();
    expect(interpretReply(undefined as unknown as TransportReply)).toEqual({ ok: false, failure: { kind: 'setup' } });
  });
});
