// Draws the app icons (a white "Z" on the brand colour) as PNGs without image
// tools: node scripts/make-icons.mjs → public/icons/. Re-run after changing the design.
import fs from 'node:fs';
import zlib from 'node:zlib';

const BRAND = [0x1f, 0x4e, 0x5f];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** inset: share of the side kept clear around the glyph (maskable icons need ~20%). */
function icon(size, inset, rounded) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const r = size * 0.18;
  const lo = size * inset;
  const hi = size * (1 - inset);
  const stroke = (hi - lo) * 0.16;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let color = BRAND;
      if (rounded) {
        const cx = Math.min(Math.max(x, r), size - r);
        const cy = Math.min(Math.max(y, r), size - r);
        if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) color = WHITE;
      }
      const inBox = x >= lo && x <= hi && y >= lo && y <= hi;
      if (inBox) {
        const top = y <= lo + stroke;
        const bottom = y >= hi - stroke;
        // The diagonal from top-right to bottom-left.
        const t = (y - lo) / (hi - lo);
        const diagX = hi - t * (hi - lo);
        const diagonal = Math.abs(x - diagX) <= stroke * 0.75;
        if (top || bottom || diagonal) color = WHITE;
      }
      raw.set(color, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync('public/icons', { recursive: true });
fs.writeFileSync('public/icons/icon-192.png', icon(192, 0.24, true));
fs.writeFileSync('public/icons/icon-512.png', icon(512, 0.24, true));
fs.writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.3, false));
console.log('icons written to public/icons');
