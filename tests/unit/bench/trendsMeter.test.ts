import { describe, expect, it } from 'vitest';
import { requestsAfter } from '../../support/trendsMeter.ts';

const root = 'http://127.0.0.1:5000/';
const answer = (url: string, bytes: number) => ({ url, bytes: Promise.resolve(bytes) });

describe('the trends meter counts what the page started after the figures, in the page’s clock', () => {
  it('takes the page’s list of requests, not every request heard: the figures’ calls heard late are not counted', async () => {
    // Heard by the test process in this order, the figures' call last (it arrived late under load);
    // the page started only the chunk and one stats call after the figures were drawn.
    const heard = [
      answer('/assets/TrendsSection-x.js', 20_000),
      answer('/api/business/user/stats?a=1', 900),
      answer('/api/business/withdrawal/pendingCount', 40),
    ];
    const after = requestsAfter(
      [`${root}assets/TrendsSection-x.js`, `${root}api/business/user/stats?a=1`],
      root,
      heard,
    );
    expect(after.map((request) => request.url)).toEqual(['/assets/TrendsSection-x.js', '/api/business/user/stats?a=1']);
    expect(await Promise.all(after.map((request) => request.bytes))).toEqual([20_000, 900]);
  });

  it('counts an address asked twice twice, each with its own answer; another host is not counted', async () => {
    const heard = [answer('/api/s', 10), answer('/api/s', 30)];
    const after = requestsAfter([`${root}api/s`, 'https://elsewhere.example/x', `${root}api/s`], root, heard);
    expect(await Promise.all(after.map((request) => request.bytes))).toEqual([10, 30]);
  });

  it('refuses to answer when the page started a request no answer was heard for (it would count 0 bytes)', () => {
    expect(() => requestsAfter([`${root}api/s`], root, [])).toThrow('no answer to it was heard');
  });
});
