// Draws the app icon: an indigo rounded square with a white shortlist mark (a ticked row and two
// bulleted rows), designed on a 512 grid and rendered at any size. Pure Node (zlib), 4×
// supersampled, no dependencies.
// Run: node resources/make-icon.mjs resources/icon.png [size, default 1024]
// resources/make-icons.sh renders the whole set (icon.png, icon.icns, icon.ico, icons/).
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = Number(process.argv[3] ?? 1024),
  SS = 4,
  SCALE = 512 / SIZE; // design units per pixel
const indigo = [0x43, 0x38, 0xca],
  white = [255, 255, 255];

function roundedRect(x, y, x0, y0, x1, y1, r) {
  const cx = Math.min(Math.max(x, x0 + r), x1 - r),
    cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax,
    dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
function shade(x, y) {
  if (!roundedRect(x, y, 16, 16, 496, 496, 110)) return null;
  const rows = [150, 256, 362];
  // tick on the first row
  const [tx, ty] = [132, rows[0]];
  if (
    segmentDistance(x, y, tx - 34, ty, tx - 8, ty + 26) <= 13 ||
    segmentDistance(x, y, tx - 8, ty + 26, tx + 36, ty - 26) <= 13
  )
    return white;
  for (const [i, row] of rows.entries()) {
    if (i > 0 && (x - 130) ** 2 + (y - row) ** 2 <= 24 ** 2) return white;
    const width = [200, 230, 160][i];
    if (roundedRect(x, y, 206, row - 22, 206 + width, row + 22, 22)) return white;
  }
  return indigo;
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0;
  for (let x = 0; x < SIZE; x++) {
    let r = 0,
      g = 0,
      b = 0,
      a = 0;
    for (let sy = 0; sy < SS; sy++)
      for (let sx = 0; sx < SS; sx++) {
        const c = shade((x + (sx + 0.5) / SS) * SCALE, (y + (sy + 0.5) / SS) * SCALE);
        if (c) {
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
    const o = y * (SIZE * 4 + 1) + 1 + x * 4;
    raw[o] = a ? Math.round(r / a) : 0;
    raw[o + 1] = a ? Math.round(g / a) : 0;
    raw[o + 2] = a ? Math.round(b / a) : 0;
    raw[o + 3] = Math.round((a / (SS * SS)) * 255);
  }
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(SIZE, 0);
ihdr.writeUInt32BE(SIZE, 4);
ihdr[8] = 8;
ihdr[9] = 6;
writeFileSync(
  process.argv[2],
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
