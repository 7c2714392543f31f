import { deflateSync } from 'node:zlib';

/**
 * The console's icon drawn at any size without native dependencies: a rounded square in the
 * theme colour with a white car. Answers PNG bytes.
 */
export function iconPng(size: number, color: [number, number, number] = [0x40, 0x80, 0xff]): Buffer {
  const px = Buffer.alloc(size * size * 4);
  const s = size / 64;
  const inRoundRect = (x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number) => {
    const cx = Math.min(Math.max(x, x0 + r), x1 - r);
    const cy = Math.min(Math.max(y, y0 + r), y1 - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= x0 && x <= x1 && y >= y0 && y <= y1;
  };
  const inCircle = (x: number, y: number, cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  // Samples 4×4 per pixel for smooth edges.
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let car = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const u = (x + (sx + 0.5) / 4) / s;
          const v = (y + (sy + 0.5) / 4) / s;
          if (!inRoundRect(u, v, 0, 0, 64, 64, 14)) continue;
          bg++;
          const body =
            inRoundRect(u, v, 10, 30, 54, 46, 4) ||
            (v >= 20 && v <= 32 && u >= 17 + (32 - v) * 0.4 && u <= 47 - (32 - v) * 0.4);
          const wheel = inCircle(u, v, 21, 46, 5) || inCircle(u, v, 43, 46, 5);
          const window = v >= 23 && v <= 30 && u >= 21 + (30 - v) * 0.4 && u <= 43 - (30 - v) * 0.4;
          if ((body || wheel) && !window && !inCircle(u, v, 21, 46, 2) && !inCircle(u, v, 43, 46, 2)) car++;
        }
      }
      const i = (y * size + x) * 4;
      const white = car / 16;
      px[i] = Math.round(color[0] * (1 - white) + 255 * white);
      px[i + 1] = Math.round(color[1] * (1 - white) + 255 * white);
      px[i + 2] = Math.round(color[2] * (1 - white) + 255 * white);
      px[i + 3] = Math.round((bg / 16) * 255);
    }
  }
  return encodePng(size, size, px);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
