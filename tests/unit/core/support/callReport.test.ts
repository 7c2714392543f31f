import { describe, expect, it } from 'vitest';
import {
  browserName,
  buildReport,
  isProblem,
  lineStyle,
  LOG_LINE_STYLES,
  visibleCalls,
} from '../../../../src/core/support/callReport.ts';
import { REQUEST_LOG_SIZE } from '../../../../src/contract/constants.ts';
import type { LoggedCall } from '../../../../src/contract/platform.ts';

const call = (id: number, overrides: Partial<LoggedCall> = {}): LoggedCall => ({
  id,
  at: Date.UTC(2026, 0, 1, 8, 0, id),
  method: 'GET',
  path: `/api/x/${id}`,
  outcome: 'ok',
  status: 200,
  code: 0,
  msg: 'success',
  durationMs: 10,
  request: {},
  ...overrides,
});

describe('SPEC 9: log line styles', () => {
  it('are exactly error, info, warning and success', () => {
    expect([...LOG_LINE_STYLES]).toEqual(['error', 'info', 'warning', 'success']);
  });

  it.each<[string, Pick<LoggedCall, 'outcome' | 'code'>, string]>([
    ['code 0', { outcome: 'ok', code: 0 }, 'success'],
    ["code '0'", { outcome: 'ok', code: '0' }, 'success'],
    ['a refusal (A0301)', { outcome: 'ok', code: 'A0301' }, 'warning'],
    ['code 500', { outcome: 'ok', code: 500 }, 'warning'],
    ["code ''", { outcome: 'ok', code: '' }, 'warning'],
    ['an answer without an envelope', { outcome: 'ok' }, 'info'],
    ['an HTTP error status', { outcome: 'http', code: 'A0400' }, 'error'],
    ['an HTTP error even with code 0', { outcome: 'http', code: 0 }, 'error'],
    ['a timeout', { outcome: 'timeout' }, 'error'],
    ['a dropped connection', { outcome: 'network' }, 'error'],
    ['a refused request', { outcome: 'setup' }, 'error'],
  ])('%s is %s', (_name, logged, style) => {
    expect(lineStyle(logged)).toBe(style);
    expect(LOG_LINE_STYLES).toContain(lineStyle(logged));
  });

  it.each<[Pick<LoggedCall, 'outcome' | 'code'>, boolean]>([
    [{ outcome: 'ok', code: 0 }, false],
    [{ outcome: 'ok' }, false],
    [{ outcome: 'ok', code: 'A0301' }, true],
    [{ outcome: 'http', code: 'B0001' }, true],
    [{ outcome: 'timeout' }, true],
    [{ outcome: 'network' }, true],
    [{ outcome: 'setup' }, true],
  ])('the errors-only filter keeps %j: %s', (logged, kept) => {
    expect(isProblem(logged)).toBe(kept);
  });
});

describe('visibleCalls — the log as the drawer lists it', () => {
  const calls = [
    call(1),
    call(2, { outcome: 'timeout', status: undefined, code: undefined }),
    call(3, { code: 'A0301', msg: 'no access' }),
    call(4, { code: undefined }),
    call(5, { outcome: 'http', status: 500 }),
  ];

  it('newest first', () => {
    expect(visibleCalls(calls, false).map((c) => c.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('errors only: failures and refusals, newest first', () => {
    expect(visibleCalls(calls, true).map((c) => c.id)).toEqual([5, 3, 2]);
  });

  it('leaves the log as it was', () => {
    const before = structuredClone(calls);
    visibleCalls(calls, false);
    visibleCalls(calls, true);
    expect(calls).toEqual(before);
  });

  it('an empty log shows nothing', () => {
    expect(visibleCalls([], false)).toEqual([]);
    expect(visibleCalls([call(1)], true)).toEqual([]);
  });

  it('the log keeps the last 200 calls', () => {
    expect(REQUEST_LOG_SIZE).toBe(200);
  });
});

describe('buildReport — the diagnostic report "Copy report" puts on the clipboard', () => {
  const context = {
    shell: 'extension' as const,
    browser: 'Google Chrome 140, Chromium 140',
    language: 'zh-cn',
    route: '/business/withdrawal?keyword=TX20260101000012',
    now: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    callsOf: 'The calls of Ann (id:7) since signing in',
  };

  it('names the console (SPEC 1: version 0.1.0), shell, browser, language, route and when it was made', () => {
    const report = JSON.parse(buildReport([], context));
    expect(report).toEqual({
      console: {
        version: '0.1.0',
        shell: 'extension',
        browser: 'Google Chrome 140, Chromium 140',
        language: 'zh-cn',
        route: '/business/withdrawal?keyword=TX20260101000012',
        createdAt: '2026-01-02T03:04:05.000Z',
        callsOf: 'The calls of Ann (id:7) since signing in',
      },
      calls: [],
    });
  });

  it('lists the calls oldest first, each with an ISO time and its line style', () => {
    const calls = [call(1), call(2, { outcome: 'timeout' }), call(3, { code: 'A0301' }), call(4, { code: undefined })];
    const report = JSON.parse(buildReport(calls, context));
    expect(report.calls.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4]);
    expect(report.calls.map((c: { style: string }) => c.style)).toEqual(['success', 'error', 'warning', 'info']);
    expect(report.calls[0]).toEqual({
      id: 1,
      at: '2026-01-01T08:00:01.000Z',
      method: 'GET',
      path: '/api/x/1',
      outcome: 'ok',
      status: 200,
      code: 0,
      msg: 'success',
      durationMs: 10,
      request: {},
      style: 'success',
    });
  });

  it('is pretty-printed JSON', () => {
    const text = buildReport([call(1)], context);
    expect(text.startsWith('{\n  "console": {\n')).toBe(true);
  });

  it('redacts again as a whole, whatever the log kept', () => {
    const leaky = call(1, {
      request: { data: { userName: 'a', password: 'S3cret-pw-1', captcha: 'k7Qz' } },
      reply: { code: 0, data: { token: 'tok-1', mustChangePassword: true, image: 'data:image/png;base64,AAAA' } },
    });
    const text = buildReport([leaky], context);
    for (const secret of ['S3cret-pw-1', 'k7Qz', 'tok-1', 'base64']) expect(text).not.toContain(secret);
    const report = JSON.parse(text);
    expect(report.calls[0].request.data).toEqual({ userName: 'a', password: '[redacted]', captcha: '[redacted]' });
    expect(report.calls[0].reply.data.mustChangePassword).toBe(true);
  });

  it('cuts nothing: all 200 calls and long texts stay', () => {
    const calls = Array.from({ length: 200 }, (_, i) => call(i + 1, { msg: 'm'.repeat(1000) }));
    const report = JSON.parse(buildReport(calls, context));
    expect(report.calls).toHaveLength(200);
    expect(report.calls[199].msg).toBe('m'.repeat(1000));
  });

  it('leaves the calls as they were', () => {
    const calls = [call(1, { request: { data: { password: 'p' } } })];
    const before = structuredClone(calls);
    buildReport(calls, context);
    expect(calls).toEqual(before);
  });
});

describe('browserName — the browser as the report names it', () => {
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0';

  it.each([
    [
      'brands with versions, the "not a brand" entries left out',
      [
        { brand: 'Not)A;Brand', version: '8' },
        { brand: 'Chromium', version: '140' },
        { brand: 'Google Chrome', version: '140' },
      ],
      'Chromium 140, Google Chrome 140',
    ],
    [
      'every spelling of "not a brand"',
      [
        { brand: 'Not A(Brand', version: '99' },
        { brand: 'Not/A)Brand', version: '8' },
        { brand: 'Not_A Brand', version: '24' },
        { brand: 'Microsoft Edge', version: '139' },
      ],
      'Microsoft Edge 139',
    ],
    ['no brands: the user agent', [], userAgent],
    ['only "not a brand": the user agent', [{ brand: 'Not.A/Brand', version: '8' }], userAgent],
  ])('%s', (_name, brands, name) => {
    expect(browserName({ userAgent, userAgentData: { brands } })).toBe(name);
  });

  it('without userAgentData (Firefox, Safari): the user agent', () => {
    expect(browserName({ userAgent })).toBe(userAgent);
    expect(browserName({ userAgent, userAgentData: {} })).toBe(userAgent);
  });
});
