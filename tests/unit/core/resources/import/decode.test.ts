// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeText, detectEncoding } from '../../../../../src/core/resources/import/decode.ts';
import { detectReadOptions, readImportFile } from '../../../../../src/core/resources/import/readTable.ts';
import { encodeGbk } from '../../../../support/gbk.ts';

const TAGS = '名称,颜色,排序\r\n高意向客户,#FF5722,1\r\n沉睡用户,#9E9E9E,2\r\n';

describe('the encoding of a CSV', () => {
  it('is UTF-8 with its byte order mark, or when the bytes are valid UTF-8', () => {
    const utf8 = new TextEncoder().encode(TAGS);
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('utf-8');
    expect(detectEncoding(utf8)).toBe('utf-8');
    expect(detectEncoding(new TextEncoder().encode('name\nplain ascii\n'))).toBe('utf-8');
  });

  it('is GB18030 (which reads GBK) when the strict UTF-8 decoder throws: the Chinese comes out right', async () => {
    const gbk = encodeGbk(TAGS);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(gbk)).toThrow();
    expect(detectEncoding(gbk)).toBe('gb18030');
    expect(decodeText(gbk, 'gb18030')).toBe(TAGS);
    const table = await readImportFile(gbk);
    expect(table).toMatchObject({ format: 'csv', encoding: 'gb18030', separator: ',' });
    expect(table.header).toEqual(['名称', '颜色', '排序']);
    expect(table.rows.map((row) => row[0])).toEqual(['高意向客户', '沉睡用户']);
  });

  it('is what the person chooses: GBK read as UTF-8 shows replacement characters, read as GBK the text', async () => {
    const gbk = encodeGbk(TAGS);
    const wrong = await readImportFile(gbk, { encoding: 'utf-8' });
    expect(wrong.header.join('')).toContain('\ufffd');
    const right = await readImportFile(gbk, { encoding: 'gb18030' });
    expect(right.header).toEqual(['名称', '颜色', '排序']);
  });

  it('is UTF-16 with its mark (Excel\'s "Unicode text", tab-separated)', async () => {
    const text = '\ufeff名称\t颜色\nVIP\t#FF0000\n';
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      bytes[i * 2] = text.charCodeAt(i) & 0xff;
      bytes[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    expect(detectEncoding(bytes)).toBe('utf-16le');
    const table = await readImportFile(bytes);
    expect(table).toMatchObject({ encoding: 'utf-16le', separator: '\t', header: ['名称', '颜色'] });
  });

  it('and the separator are offered for the person to see and change (nothing for a workbook)', () => {
    expect(detectReadOptions(encodeGbk('名称;颜色\nA;#FFFFFF\n'))).toEqual({ encoding: 'gb18030', separator: ';' });
    expect(detectReadOptions(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toEqual({});
  });
});
