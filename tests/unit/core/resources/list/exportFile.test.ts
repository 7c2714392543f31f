import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../../../src/core/resources/list/exportFile.ts';

describe('Export: the file is named after the area and the time', () => {
  it('area-YYYYMMDD-HHmm.format in local time, zero-padded', () => {
    expect(exportFileName('user', 'csv', new Date(2026, 10, 25, 14, 32, 59))).toBe('user-20261125-1432.csv');
    expect(exportFileName('withdrawal', 'xlsx', new Date(2026, 0, 5, 3, 7))).toBe('withdrawal-20260105-0307.xlsx');
  });

  it('a name never carries path or odd characters', () => {
    expect(exportFileName('../../etc/passwd', 'csv', new Date(2026, 0, 1, 0, 0))).toBe('etc-passwd-20260101-0000.csv');
    expect(exportFileName('///', 'csv', new Date(2026, 0, 1, 0, 0))).toBe('list-20260101-0000.csv');
  });
});

describe('Export file names: every odd run of characters becomes one dash, none at the ends', () => {
  it('runs of odd characters, and dashes at either end', () => {
    const at = new Date(2026, 0, 1, 0, 0);
    expect(exportFileName('a  b', 'csv', at)).toBe('a-b-20260101-0000.csv');
    expect(exportFileName('--ab--', 'csv', at)).toBe('ab-20260101-0000.csv');
    expect(exportFileName('-ab', 'csv', at)).toBe('ab-20260101-0000.csv');
    expect(exportFileName('ab-', 'csv', at)).toBe('ab-20260101-0000.csv');
    expect(exportFileName('用户', 'csv', at)).toBe('list-20260101-0000.csv');
  });
});
