import { describe, expect, it } from 'vitest';
import { checkExported } from '../../bench/export.bench.ts';

describe('the export bench checks the file it timed', () => {
  const rows = ['Nickname,Mobile', 'a,13800000001', 'b,13800000002', 'c,13800000003'];

  it('passes a header, every row and the last record last', () => {
    expect(() => checkExported(rows, 3, '13800000003', 'CSV')).not.toThrow();
  });

  it('fails a truncated file, one with a row too many and one whose last row is another record', () => {
    expect(() => checkExported(rows.slice(0, -1), 3, '13800000003', 'CSV')).toThrow('2 rows, expected 3');
    expect(() => checkExported([...rows, 'd,1'], 3, '13800000003', 'CSV')).toThrow('4 rows, expected 3');
    expect(() => checkExported([rows[0]!, rows[1]!, rows[3]!, rows[2]!], 3, '13800000003', 'XLSX')).toThrow(
      'the last row is not',
    );
  });
});
