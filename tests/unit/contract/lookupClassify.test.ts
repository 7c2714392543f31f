import { describe, expect, it } from 'vitest';
import { classifySelection, cleanSelection, LOOKUP_MAX_LENGTH } from '../../../src/contract/lookupClassify.ts';

describe('cleanSelection — the text a lookup keeps', () => {
  it('keeps at most 64 characters', () => {
    expect(LOOKUP_MAX_LENGTH).toBe(64);
  });

  it.each([
    ['white space runs become one space', 'Zhang    San', 'Zhang San'],
    ['the ends are trimmed', '  13800000001 \n', '13800000001'],
    ['tabs and line breaks separate like spaces', 'Zhang\tSan\r\nLi\u2028Si', 'Zhang San Li Si'],
    ['other control characters separate like spaces', 'a\u0000b\u0007c\u007fd\u009be', 'a b c d e'],
    ['a zero-width space vanishes without splitting the word', 'Zhang\u200bSan', 'ZhangSan'],
    ['a soft hyphen vanishes', 'Ver\u00adwaltung', 'Verwaltung'],
    ['a byte order mark vanishes', '\ufeff12', '12'],
    ['bidi overrides vanish', '\u202eevil\u202c text', 'evil text'],
    ['a zero-width joiner vanishes', '张\u200d三', '张三'],
    ['private-use characters separate like spaces', 'a\ue000b', 'a b'],
    ['a lone surrogate separates like a space', 'a\ud800b', 'a b'],
    ['nothing but white space and control characters is nothing', ' \u0000\t\u200b\n ', ''],
    ['the empty string is nothing', '', ''],
  ])('%s', (_rule, text, cleaned) => {
    expect(cleanSelection(text)).toBe(cleaned);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 13800000001],
    ['an object', { toString: () => '13800000001' }],
    ['an array', ['13800000001']],
    ['a boolean', true],
  ])('%s is no text: empty', (_name, value) => {
    expect(cleanSelection(value)).toBe('');
  });

  it('cuts to 64 characters, and the cut leaves no trailing space', () => {
    expect(cleanSelection('x'.repeat(65))).toBe('x'.repeat(64));
    expect(cleanSelection('x'.repeat(64))).toBe('x'.repeat(64));
    expect(cleanSelection(`${'x'.repeat(63)} y`)).toBe('x'.repeat(63));
  });

  it('counts whole code points: astral characters are never split', () => {
    const cut = cleanSelection('😀'.repeat(100));
    expect(Array.from(cut)).toHaveLength(64);
    expect(cut).toBe('😀'.repeat(64));
    expect(cleanSelection(`a${'𠀋'.repeat(70)}`)).toBe(`a${'𠀋'.repeat(63)}`);
    // No lone surrogate is left at the end.
    expect(/\p{Cs}/u.test(cut)).toBe(false);
  });

  it('a 1 MB selection is cut quickly: it is looked at no further than needed', () => {
    const huge = 'ab\u0000c\u200b '.repeat(200_000);
    expect(huge.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    let cut = '';
    for (let round = 0; round < 10; round += 1) cut = cleanSelection(huge);
    expect(performance.now() - started).toBeLessThan(200);
    expect(Array.from(cut)).toHaveLength(64);
    expect(cut.startsWith('ab c ab c')).toBe(true);
  });
});

describe('classifySelection — what the selected text is', () => {
  it.each([
    ['13800000001', '13800000001'],
    ['138 0000 0001', '13800000001'],
    ['138-0000-0001', '13800000001'],
    ['138.0000.0001', '13800000001'],
    ['(138) 0000 0001', '13800000001'],
    ['+86 138 0000 0001', '13800000001'],
    ['+8613800000001', '13800000001'],
    ['0086 138-0000-0001', '13800000001'],
    ['  19912345678\n', '19912345678'],
    ['1380000\u200b0001', '13800000001'],
  ])('a mobile number %j is looked up by its 11 digits', (text, digits) => {
    expect(classifySelection(text)).toEqual({ kind: 'mobile', value: digits });
  });

  it.each(['12800000001', '10000000000', '23800000001', '1380000000', '138000000012', '+87 138 0000 0001'])(
    '%j is not a mobile number (11 digits starting 1 and 3–9)',
    (text) => {
      expect(classifySelection(text)?.kind).not.toBe('mobile');
    },
  );

  it.each([
    ['12800000001', 'text'],
    ['1380000000', 'user-id'],
  ])('%j is %s instead', (text, kind) => {
    expect(classifySelection(text)).toEqual({ kind, value: text });
  });

  it.each([
    ['TX20260101000012', 'TX20260101000012'],
    ['tx20260101000012', 'TX20260101000012'],
    ['Tx20260101000012', 'TX20260101000012'],
    ['TX 20260101 000012', 'TX20260101000012'],
    [' tx 2026 0101 0000 12 ', 'TX20260101000012'],
    ['TX202601011234567890', 'TX202601011234567890'],
  ])('an order number %j is a withdrawal, in upper case without spaces', (text, order) => {
    expect(classifySelection(text)).toEqual({ kind: 'withdrawal', value: order });
  });

  it.each([
    ['13 digits after TX', 'TX2026010100001'],
    ['another prefix', 'TY20260101000012'],
    ['a letter among the digits', 'TX2026010100001A'],
    ['TX alone', 'TX'],
  ])('not an order number: %s', (_name, text) => {
    expect(classifySelection(text)).toEqual({ kind: 'text', value: text });
  });

  it.each([
    ['12', '12'],
    ['#12', '12'],
    ['ID 12', '12'],
    ['id 12', '12'],
    ['id:12', '12'],
    ['ID: 12', '12'],
    ['id：12', '12'],
    ['uid12', '12'],
    ['UID12', '12'],
    ['UID #12', '12'],
    ['007', '7'],
    ['#0012', '12'],
    ['1234567890', '1234567890'],
    ['1\u200b2', '12'],
  ])('a user id %j is looked up by its digits without leading zeros', (text, id) => {
    expect(classifySelection(text)).toEqual({ kind: 'user-id', value: id });
  });

  it.each(['0', '000', '#0', 'ID 0', '12345678901', '#-12', '12.5', 'id12x', 'ID'])(
    '%j is no user id: text',
    (text) => {
      expect(classifySelection(text)).toEqual({ kind: 'text', value: text });
    },
  );

  it.each([
    ['a name', '张三', '张三'],
    ['a name with spaces collapsed', 'Zhang   San', 'Zhang San'],
    ['an e-mail address', 'zhang.san@example.com', 'zhang.san@example.com'],
    ['markup', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['a script URL', 'javascript:alert(1)', 'javascript:alert(1)'],
    ['a query string', 'a&keyword=x#frag', 'a&keyword=x#frag'],
    ['a template', '${process.env.TOKEN}', '${process.env.TOKEN}'],
    ['a path', '../../api/sys/login', '../../api/sys/login'],
  ])('%s is plain text, its value as selected', (_name, text, value) => {
    expect(classifySelection(text)).toEqual({ kind: 'text', value });
  });

  it.each([
    ['the empty string', ''],
    ['white space', ' \n\t '],
    ['format characters only', '\u200b\u200e'],
    ['undefined', undefined],
    ['null', null],
    ['a number', 12],
  ])('nothing to look up in %s: null', (_name, text) => {
    expect(classifySelection(text)).toBeNull();
  });

  it('classifies the cleaned text: a mobile in 10 kB of spaces is found, a long text is cut', () => {
    expect(classifySelection(`  138 0000 0001${' '.repeat(10_000)}`)).toEqual({
      kind: 'mobile',
      value: '13800000001',
    });
    expect(classifySelection('z'.repeat(500))).toEqual({ kind: 'text', value: 'z'.repeat(64) });
  });
});
