import { describe, expect, it } from 'vitest';
import {
  PAGE_IDENTIFIER_LIMIT,
  PAGE_TEXT_LIMIT,
  checkIdentifiers,
  findIdentifiers,
} from '../../../src/contract/pageIdentifiers.ts';

const mobile = (value: string) => ({ kind: 'mobile', value });
const uid = (value: string) => ({ kind: 'user-id', value });
const order = (value: string) => ({ kind: 'withdrawal', value });

describe('Follow the page: identifiers found in a page’s text', () => {
  it.each([
    ['a mobile among words', '客户 13800138000 来电', [mobile('13800138000')]],
    ['a mobile right after Chinese words', '手机号13912345678，请回电', [mobile('13912345678')]],
    ['a mobile written with spaces', 'call 138 0013 8000 today', [mobile('13800138000')]],
    ['a mobile written with dashes', 'tel 138-0013-8000.', [mobile('13800138000')]],
    ['a mobile with +86', 'Phone: +86 138 0013 8000', [mobile('13800138000')]],
    ['a mobile with +86-', '+86-13800138000', [mobile('13800138000')]],
    ['a mobile with 0086', '0086 13800138000', [mobile('13800138000')]],
    ['a mobile at the end of a sentence', 'My number is 13800138000.', [mobile('13800138000')]],
    ['a labelled user id (UID)', 'UID 123 asks about points', [uid('123')]],
    ['a labelled user id without a space', 'UID123', [uid('123')]],
    ['a labelled user id in Chinese with a full-width colon', '用户ID：4567', [uid('4567')]],
    ['a labelled user id (User ID:)', 'User ID: 00089', [uid('89')]],
    ['a withdrawal order number', '订单 TX20261120000123 未到账', [order('TX20261120000123')]],
    ['a withdrawal order number in lower case', 'tx20261120000123', [order('TX20261120000123')]],
    ['full-width digits are digits', '手机：１３８００１３８０００', [mobile('13800138000')]],
    ['a full-width plus is a plus', '＋８６ １３８００１３８０００', [mobile('13800138000')]],
    ['a zero-width space inside a number is removed', '1380\u200b0138000', [mobile('13800138000')]],
    [
      'a zero-width joiner and soft hyphen inside a number are removed',
      '13800\u200d138\u00ad000',
      [mobile('13800138000')],
    ],
    [
      'each kind, in page order, the same number twice once',
      'TX20261120000123 then 13800138000, UID 7, again 138 0013 8000',
      [order('TX20261120000123'), mobile('13800138000'), uid('7')],
    ],
  ])('finds %s', (_case, text, expected) => {
    expect(findIdentifiers(text)).toEqual(expected);
  });

  it.each([
    ['a price in yuan', '¥13800138000'],
    ['a price with the full-width sign', '￥13800138000'],
    ['a price with a decimal part', '13800138000.00 元'],
    ['a price with thousands separators', '13,800,138,000'],
    ['a date', '2026-11-20 13:38:00'],
    ['a date written as digits', '20261120'],
    ['a user label followed by a date', 'UID 2026-11-20'],
    ['a landline with a mobile-like extension', '0571-13800138000'],
    ['a mobile-like number with an extension', '13800138000-8021'],
    ['a landline with area code and extension', '010-8888 8888 ext 138'],
    ['a 12-digit number', '138001380001'],
    ['a 10-digit number', '1380013800'],
    ['a 13-digit timestamp', '1780013800012'],
    ['a mobile starting with 12', '12800138000'],
    ['a mobile inside a web address', 'https://desk.example/tickets/13800138000'],
    ['a user id inside a web address', 'see https://desk.example/profile?UID=123 now'],
    ['an order number inside a web address', 'www.example.com/w/TX20261120000123'],
    ['a mobile after a dash inside a web address', 'https://desk.example/ticket-13800138000'],
    ['a user id in a web address’s path', 'https://desk.example/u/UID-12'],
    ['an address’s query value', 'mobile=13800138000'],
    ['a path', '/users/13800138000'],
    ['a number joined to letters', 'ABC13800138000'],
    ['an id without a user label', 'Ticket ID 4567'],
    ['a label that is part of a word', 'SUID 12'],
    ['a zero user id', 'UID 0'],
    ['an order number with an impossible month', 'TX20261320000123'],
    ['an order number too short', 'TX2026112000012'],
    ['Arabic-Indic digits', '١٣٨٠٠١٣٨٠٠٠'],
    ['mathematical bold digits', '𝟏𝟑𝟖𝟎𝟎𝟏𝟑𝟖𝟎𝟎𝟎'],
    ['nothing', ''],
  ])('does not find %s', (_case, text) => {
    expect(findIdentifiers(text)).toEqual([]);
  });

  it('answers nothing for a value that is not text', () => {
    expect(findIdentifiers(undefined)).toEqual([]);
    expect(findIdentifiers(13800138000)).toEqual([]);
  });

  it('at most 20 distinct identifiers a page, the first ones', () => {
    expect(PAGE_IDENTIFIER_LIMIT).toBe(20);
    const page = Array.from({ length: 1000 }, (_, i) => `13${String(800000000 + i)}`).join(' 聊天 ');
    const found = findIdentifiers(page);
    expect(found).toHaveLength(20);
    expect(found[0]).toEqual(mobile('13800000000'));
    expect(found[19]).toEqual(mobile('13800000019'));
  });

  it('looks at no more than the first 100,000 characters of a huge page', () => {
    expect(PAGE_TEXT_LIMIT).toBe(100_000);
    const filler = 'x '.repeat(PAGE_TEXT_LIMIT / 2);
    expect(findIdentifiers(`${filler}13800138000`)).toEqual([]);
    expect(findIdentifiers(`13800138000 ${filler}`)).toEqual([mobile('13800138000')]);
    // 5 MB of digits: one run of digits is no identifier, and a mobile past the limit is not read.
    // (How long it takes is the bench's to judge, not a test's beside the browsers.)
    expect(findIdentifiers(`${'1'.repeat(5_000_000)} 13800138000`)).toEqual([]);
  });

  it('a list received across a message boundary keeps only well-formed identifiers', () => {
    expect(
      checkIdentifiers([
        mobile('13800138000'),
        uid('12'),
        order('TX20261120000123'),
        mobile('<img src=x>'),
        uid('12 OR 1=1'),
        { kind: 'text', value: 'x' },
        null,
        'x',
      ]),
    ).toEqual([mobile('13800138000'), uid('12'), order('TX20261120000123')]);
    expect(checkIdentifiers('x')).toEqual([]);
  });
});
