/** How an export's file is named. Pure. */

export type ExportFormat = 'csv' | 'xlsx';

const two = (n: number) => String(n).padStart(2, '0');

/** `<area>-YYYYMMDD-HHmm.<format>` in local time: `user-20261125-1432.csv`. */
export function exportFileName(area: string, format: ExportFormat, at: Date): string {
  const safe = area.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'list';
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  return `${safe}-${day}-${two(at.getHours())}${two(at.getMinutes())}.${format}`;
}
