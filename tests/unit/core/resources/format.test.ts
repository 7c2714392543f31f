import { describe, expect, it } from 'vitest';
import {
  displayNames,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  optionsOf,
  parseDateText,
  weekStart,
} from '../../../../src/core/resources/format.ts';

describe('values of records', () => {
  it('reads and writes the API day and time formats in local time', () => {
    const date = parseDateText('2026-03-09 08:05:07')!;
    expect([
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
    ]).toEqual([2026, 2, 9, 8, 5, 7]);
    expect(formatDateTime(date)).toBe('2026-03-09 08:05:07');
    expect(formatDay(date)).toBe('2026-03-09');
    expect(parseDateText('2026-02-30')).toBeNull();
    expect(parseDateText('yesterday')).toBeNull();
  });

  it('starts weeks on Monday', () => {
    expect(formatDay(weekStart(new Date(2026, 2, 11, 15)))).toBe('2026-03-09'); // a Wednesday
    expect(formatDay(weekStart(new Date(2026, 2, 15, 23)))).toBe('2026-03-09'); // the Sunday after
    expect(formatDay(weekStart(new Date(2026, 2, 9)))).toBe('2026-03-09'); // the Monday itself
  });

  it("writes whole numbers exactly as the language's number format does, without it", () => {
    const samples = [
      0,
      7,
      -7,
      12,
      999,
      1000,
      -1000,
      1234,
      99999,
      100000,
      1234567,
      -9876543210,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const language of ['en', 'zh-cn'])
      for (const value of [
        ...samples,
        ...Array.from({ length: 200 }, (_, i) => Math.round((i * 7919) ** 1.7) * (i % 2 ? -1 : 1)),
      ]) {
        const intl = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'zh-CN', { maximumFractionDigits: 2 });
        expect(formatNumber(value, language), `${value} in ${language}`).toBe(intl.format(value));
      }
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    // Fractions, -0 and numbers beyond exact integers still go through the number format.
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(-0, 'en')).toBe('-0');
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
    expect(formatNumber('12', 'en')).toBe('');
  });

  it('shows money with two decimals', () => {
    expect(formatMoney(1234.5, 'en')).toBe('¥1,234.50');
    expect(formatMoney(12.98, 'zh-cn', false)).toBe('12.98');
    expect(formatMoney(null, 'en')).toBe('');
  });

  it('offers the standard options of status and boolean fields', () => {
    expect(optionsOf({ type: 'status' }).map((o) => o.value)).toEqual([1, 0]);
    expect(optionsOf({ type: 'boolean' }).map((o) => o.value)).toEqual([true, false]);
  });

  it('reads display names as strings or named objects', () => {
    expect(displayNames(['运营', 1, { name: '高价值', color: '#F53F3F' }])).toEqual([
      { name: '运营' },
      { name: '高价值', color: '#F53F3F' },
    ]);
    expect(displayNames('比亚迪')).toEqual([{ name: '比亚迪' }]);
    expect(displayNames(undefined)).toEqual([]);
  });
});
