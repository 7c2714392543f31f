/**
 * Text as GBK bytes, as a Chinese spreadsheet program saves a CSV: Node's TextEncoder writes UTF-8
 * only, so the table is built once by decoding every two-byte GBK code with the platform's decoder.
 * ASCII stays one byte. Throws on a character GBK cannot hold. For tests (unit and end-to-end).
 */
let table: Map<string, number[]> | null = null;

function gbkTable(): Map<string, number[]> {
  if (table) return table;
  const decoder = new TextDecoder('gbk');
  table = new Map();
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, [lead, trail]);
    }
  return table;
}

export function encodeGbk(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = gbkTable().get(char);
      if (!pair) throw new Error(`GBK has no ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}
