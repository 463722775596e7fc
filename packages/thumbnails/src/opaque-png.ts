import { crc32, deflate } from 'node:zlib';

/**
 * An opaque image whose rows are drawn over a fixed backdrop: the backdrop is filtered once, and each image
 * works out only the stretch of each row its top layer covers. Rows are PNG "Sub" filtered RGB (each byte
 * less the same channel of the pixel to its left), which keeps the backdrop's gradients small for deflate.
 */
export interface OpaqueCanvas {
  /** The PNG of `top` (premultiplied RGBA, as resvg draws it) over the backdrop. */
  png(top: Uint8Array): Promise<Uint8Array>;
}

/** zlib's level 3: a third of the time of the default level (6), for files about half as large again, still smaller than resvg's own. */
const LEVEL = 3;
const SUB = 1;

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function header(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = 2; // RGB
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr)]);
}

/**
 * A canvas of `width`×`height` over `backdrop` (premultiplied RGBA, opaque). The deflate runs on libuv's threads.
 */
export function opaqueCanvas(width: number, height: number, backdrop: Uint8Array): OpaqueCanvas {
  const stride = width * 3 + 1;
  /**
   * Writes into `raw` the Sub-filtered RGB of pixels `from`..`to` of row `y`: `top` over the backdrop. Each byte is
   * less the same channel of the pixel to its left, which for the first is the backdrop's.
   */
  const composeRow = (raw: Buffer, top: Uint8Array, y: number, from: number, to: number) => {
    let at = (y * width + from) * 4;
    let [r0, g0, b0] = from > 0 ? backdrop.subarray(at - 4, at - 1) : [0, 0, 0];
    for (let x = from, o = y * stride + 1 + from * 3; x < to; x++, at += 4, o += 3) {
      const alpha = top[at + 3]!;
      let r = backdrop[at]!;
      let g = backdrop[at + 1]!;
      let b = backdrop[at + 2]!;
      if (alpha === 255) [r, g, b] = [top[at]!, top[at + 1]!, top[at + 2]!];
      else if (alpha !== 0) {
        // top + backdrop × (255 − alpha) / 255, rounded to the nearest.
        const keep = 255 - alpha;
        r = top[at]! + blend(r * keep);
        g = top[at + 1]! + blend(g * keep);
        b = top[at + 2]! + blend(b * keep);
      }
      raw[o] = (r - r0!) & 0xff;
      raw[o + 1] = (g - g0!) & 0xff;
      raw[o + 2] = (b - b0!) & 0xff;
      [r0, g0, b0] = [r, g, b];
    }
  };
  // The backdrop's rows, filtered (an empty top layer over it): copied whole where a card's text leaves a row empty.
  const base = Buffer.alloc(stride * height);
  const empty = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    base[y * stride] = SUB;
    composeRow(base, empty, y, 0, width);
  }
  const start = header(width, height);
  const end = chunk('IEND', new Uint8Array(0));
  return {
    async png(layer) {
      // Whole pixels at a time: a transparent one is a zero word (premultiplied).
      const top = layer.byteOffset % 4 === 0 ? layer : new Uint8Array(layer);
      const words = new Uint32Array(top.buffer, top.byteOffset, top.byteLength >>> 2);
      const raw = Buffer.from(base);
      for (let y = 0; y < height; y++) {
        const row = y * width;
        let first = 0;
        while (first < width && words[row + first] === 0) first++;
        if (first === width) continue;
        let last = width - 1;
        while (words[row + last] === 0) last--;
        // The covered stretch, and the pixel after it, whose filtered value depends on the last one.
        composeRow(raw, top, y, first, Math.min(width, last + 2));
      }
      const data = await new Promise<Buffer>((resolve, reject) =>
        deflate(raw, { level: LEVEL }, (error, out) => (error ? reject(error) : resolve(out))),
      );
      return Buffer.concat([start, chunk('IDAT', data), end]);
    },
  };
}

/** `value / 255` rounded to the nearest, for `value` up to 255 × 255, without a division. */
const blend = (value: number) => {
  const t = value + 128;
  return (t + (t >> 8)) >> 8;
};
