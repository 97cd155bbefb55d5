/**
 * A minimal PNG encoder over node:zlib (8-bit samples, one IDAT, filter 0 on every row), for what
 * the server draws itself: captcha images (gray) and the brands' app icons (RGBA).
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const COLOUR_TYPE = { gray: 0, rgba: 6 } as const;
const CHANNELS = { gray: 1, rgba: 4 } as const;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** `pixels`: width × height samples row by row (gray: 1 byte, rgba: 4 bytes a pixel). */
export function encodePng(pixels: Uint8Array, width: number, height: number, kind: keyof typeof COLOUR_TYPE, level = 6): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, COLOUR_TYPE[kind], 0, 0, 0], 8); // 8 bits, colour type, deflate, no filter method, no interlace
  const stride = width * CHANNELS[kind];
  const raw = Buffer.alloc((stride + 1) * height); // each row starts with filter byte 0
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level })), chunk('IEND', Buffer.alloc(0))]);
}
