import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../../../src/contract/query.ts';

describe('serializeQuery — SPEC 7: query parameters in the bracket style', () => {
  it('repeats array items with empty brackets', () => {
    expect(serializeQuery({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
  });
  it('nests objects with named brackets', () => {
    expect(serializeQuery({ a: { b: 1, c: { d: 'x' } } })).toBe('a[b]=1&a[c][d]=x');
  });
  it('encodes values and leaves out null and undefined', () => {
    expect(serializeQuery({ q: '选车 & co', skip: undefined, none: null, page: 1 })).toBe(
      'q=%E9%80%89%E8%BD%A6%20%26%20co&page=1',
    );
  });
  it('survives cycles and empty input', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    expect(serializeQuery(a)).toBe('x=1');
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery(null)).toBe('');
  });
  it('writes dates as ISO text', () => {
    expect(serializeQuery({ at: new Date('2026-01-02T03:04:05.000Z') })).toBe('at=2026-01-02T03%3A04%3A05.000Z');
  });
});
