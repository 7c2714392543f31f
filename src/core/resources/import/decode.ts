/**
 * A text file's bytes as text. Spreadsheet programs in China save CSV as UTF-8 (with or without a
 * byte order mark) or as GBK (GB18030 holds GBK and more); Excel's "Unicode text" is UTF-16 with its
 * mark. Detected: a byte order mark names its encoding; otherwise bytes that are valid UTF-8 are read
 * as UTF-8 (a strict decoder throws on anything else) and the rest as GB18030. The person may choose
 * another encoding and see the first rows again. Pure.
 */

export const ENCODINGS = ['utf-8', 'gb18030', 'utf-16le', 'utf-16be'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const BOM = '\ufeff';

/** The encoding a text file's bytes are most likely in. */
export function detectEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/** The text of `bytes` in `encoding`, without a byte order mark; what the encoding cannot read becomes U+FFFD. */
export function decodeText(bytes: Uint8Array, encoding: Encoding): string {
  const text = new TextDecoder(encoding).decode(bytes);
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** Whether bytes look like no text at all (a NUL among the first 8 KB): a picture, a PDF, an archive. */
export function looksBinary(bytes: Uint8Array, encoding: Encoding): boolean {
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return false;
  return bytes.subarray(0, 8192).includes(0);
}
