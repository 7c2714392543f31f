import { describe, expect, it } from 'vitest';
import { requestsAfter } from '../../support/trendsMeter.ts';

const root = 'http://127.0.0.1:5000/';
const answer = (url: string, bytes: number) => ({ url, bytes: Promise.resolve(bytes) });
const started = (path: string, at: number) => ({ url: `${root}${path.slice(1)}`, at });
/** The figures were drawn at 500 ms in the page's clock. */
const FIGURES_AT = 500;

describe('the trends meter counts what the page started after the figures, in the page’s clock', () => {
  it('the figures’ calls, heard late by the test process, are not counted: the page started them before', async () => {
    // Heard in this order, the figures' call last (it reached the test process late under load).
    const heard = [
      answer('/assets/TrendsSection-x.js', 20_000),
      answer('/api/business/user/stats?a=1', 900),
      answer('/api/business/withdrawal/pendingCount', 40),
    ];
    const after = requestsAfter(
      [
        started('/api/business/withdrawal/pendingCount', 300),
        started('/assets/TrendsSection-x.js', 510),
        started('/api/business/user/stats?a=1', 620),
      ],
      FIGURES_AT,
      root,
      heard,
    );
    expect(after.map((request) => request.url)).toEqual(['/assets/TrendsSection-x.js', '/api/business/user/stats?a=1']);
    expect(await Promise.all(after.map((request) => request.bytes))).toEqual([20_000, 900]);
  });

  it('an address asked before and after the figures counts with its later answer; another host not at all', async () => {
    const heard = [answer('/api/s', 10), answer('/api/s', 30)];
    const after = requestsAfter(
      [started('/api/s', 100), { url: 'https://elsewhere.example/x', at: 600 }, started('/api/s', 700)],
      FIGURES_AT,
      root,
      heard,
    );
    expect(after.map((request) => request.url)).toEqual(['/api/s']);
    expect(await Promise.all(after.map((request) => request.bytes))).toEqual([30]);
  });

  it('refuses to answer when the page started a request after the figures no answer was heard for', () => {
    expect(() => requestsAfter([started('/api/s', 600)], FIGURES_AT, root, [])).toThrow('no answer to it was heard');
    // Before the figures (the page's own load, before the meter listened): not its business.
    expect(requestsAfter([started('/index.html', 10)], FIGURES_AT, root, [])).toEqual([]);
  });
});
