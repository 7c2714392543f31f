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
