import { describe, expect, it } from 'vitest';
import { ApiError, interpretReply } from '../../../src/contract/envelope.ts';
import type { TransportReply } from '../../../src/contract/platform.ts';

/** SPEC 8, the response envelope, row by row: every reply gives one outcome and never throws. */
const ok = (body: unknown): TransportReply => ({ ok: true, status: 200, body });

describe('SPEC 8: replies that arrived', () => {
  it.each<[string, unknown, unknown]>([
    ['code 0: the data', { code: 0, data: { a: 1 } }, { ok: true, data: { a: 1 } }],
    ["code '0': the data", { code: '0', data: [1] }, { ok: true, data: [1] }],
    ['code and msg both absent: the raw body', { data: 1 }, { ok: true, data: { data: 1 } }],
    [
      'code and msg both null: the raw body',
      { code: null, msg: null, x: 1 },
      { ok: true, data: { code: null, msg: null, x: 1 } },
    ],
    ['a list: the raw body', [1, 2], { ok: true, data: [1, 2] }],
    ['text: the raw body', 'hello', { ok: true, data: 'hello' }],
    ['null: the raw body', null, { ok: true, data: null }],
    [
      'only msg: a failure with it',
      { msg: 'oops' },
      { ok: false, failure: { kind: 'server', code: null, message: 'oops', status: 200 } },
    ],
    [
      'only code: a failure without text',
      { code: 'B0001' },
      { ok: false, failure: { kind: 'server', code: 'B0001', message: null, status: 200 } },
    ],
    [
      'a numeric code is read as text',
      { code: 401, msg: 'no' },
      { ok: false, failure: { kind: 'server', code: '401', message: 'no', status: 200 } },
    ],
    [
      'an infinite code is no code',
      { code: Infinity, msg: 'no' },
      { ok: false, failure: { kind: 'server', code: null, message: 'no', status: 200 } },
    ],
    [
      'a code that is an object is no code',
      { code: { a: 1 }, msg: 'no' },
      { ok: false, failure: { kind: 'server', code: null, message: 'no', status: 200 } },
    ],
    [
      'a blank msg is no message',
      { code: 'B0001', msg: '   ' },
      { ok: false, failure: { kind: 'server', code: 'B0001', message: null, status: 200 } },
    ],
    [
      "code 500 with 'token无效': the session expired",
      { code: 500, msg: 'token无效' },
      { ok: false, failure: { kind: 'expired' } },
    ],
    [
      "code '500' with 'token无效': the session expired",
      { code: '500', msg: 'token无效' },
      { ok: false, failure: { kind: 'expired' } },
    ],
    [
      'code 500 with another message: a failure',
      { code: 500, msg: 'boom' },
      { ok: false, failure: { kind: 'server', code: '500', message: 'boom', status: 200 } },
    ],
    [
      "another code with 'token无效': a failure",
      { code: 'B0001', msg: 'token无效' },
      { ok: false, failure: { kind: 'server', code: 'B0001', message: 'token无效', status: 200 } },
    ],
  ])('%s', (_, body, outcome) => {
    expect(interpretReply(ok(body))).toStrictEqual(outcome);
  });
});

describe('SPEC 8: HTTP errors and no answer', () => {
  it.each<[string, TransportReply, unknown]>([
    [
      'A0230 in the body: expired',
      { ok: false, kind: 'http', status: 401, body: { code: 'A0230', msg: 'x' } },
      { ok: false, failure: { kind: 'expired' } },
    ],
    [
      "500 'token无效' in the body: expired",
      { ok: false, kind: 'http', status: 500, body: { code: 500, msg: 'token无效' } },
      { ok: false, failure: { kind: 'expired' } },
    ],
    [
      'another msg: shown',
      { ok: false, kind: 'http', status: 400, body: { code: 'A0400', msg: 'bad' } },
      { ok: false, failure: { kind: 'server', code: 'A0400', message: 'bad', status: 400 } },
    ],
    [
      'no envelope: the system-error text',
      { ok: false, kind: 'http', status: 502, body: '<html>' },
      { ok: false, failure: { kind: 'server', code: null, message: null, status: 502 } },
    ],
    ['no status', { ok: false, kind: 'http' }, { ok: false, failure: { kind: 'server', code: null, message: null } }],
    ['timeout: no answer', { ok: false, kind: 'timeout' }, { ok: false, failure: { kind: 'timeout' } }],
    ['network: no answer', { ok: false, kind: 'network' }, { ok: false, failure: { kind: 'timeout' } }],
    ['setup', { ok: false, kind: 'setup' }, { ok: false, failure: { kind: 'setup' } }],
  ])('%s', (_, reply, outcome) => {
    expect(interpretReply(reply)).toStrictEqual(outcome);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['text', 'ok'],
  ])('a reply that is %s is a setup failure', (_, reply) => {
    expect(interpretReply(reply as TransportReply)).toStrictEqual({ ok: false, failure: { kind: 'setup' } });
  });

  it('a body that throws when read is a failure with the system-error text, not an exception', () => {
    const body = new Proxy(
      {},
      {
        has() {
          throw new Error('revoked');
        },
      },
    );
    expect(interpretReply(ok(body))).toStrictEqual({
      ok: false,
      failure: { kind: 'server', code: null, message: null },
    });
  });
});

describe('ApiError', () => {
  it.each<[ConstructorParameters<typeof ApiError>[0], string]>([
    [{ kind: 'server', code: 'B0001', message: 'no' }, 'no'],
    [{ kind: 'server', code: 'B0001', message: null }, 'server error'],
    [{ kind: 'timeout' }, 'timeout'],
    [{ kind: 'expired' }, 'expired'],
  ])('%j says %j', (failure, message) => {
    const error = new ApiError(failure);
    expect(error.message).toBe(message);
    expect(error.name).toBe('ApiError');
    expect(error.failure).toBe(failure);
    expect(error).toBeInstanceOf(Error);
  });
});
