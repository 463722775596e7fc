import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes a pixel, row after row. */
  readonly rgba: Uint8Array;
}

/** Width and height from a PNG's header (its signature and IHDR chunk); throws on anything else. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png);
  if (view.subarray(0, 8).toString('latin1') !== '\x89PNG\r\n\x1a\n') throw new Error('not a PNG');
  if (view.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('no IHDR chunk first');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what resvg writes), undoing each row's filter. */
export function decodePng(png: Uint8Array): DecodedPng {
  const view = Buffer.from(png);
  const { width, height } = pngSize(png);
  const [depth, colorType, interlace] = [view[24], view[25], view[28]];
  if (depth !== 8 || (colorType !== 6 && colorType !== 2) || interlace !== 0)
    throw new Error(`unsupported PNG: depth ${depth}, colour type ${colorType}`);
  const channels = colorType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < view.length;) {
    const length = view.readUInt32BE(at);
    if (view.subarray(at + 4, at + 8).toString('latin1') === 'IDAT')
      idat.push(view.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      pixels[y * stride + x] = (v + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set(pixels.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** The variance of the pixels' brightness (0 for a blank image; large when something is drawn on it). */
export function brightnessVariance({ rgba }: DecodedPng): number {
  let [sum, squares, n] = [0, 0, 0];
  for (let i = 0; i < rgba.length; i += 4) {
    const y = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
    sum += y;
    squares += y * y;
    n++;
  }
  return squares / n - (sum / n) ** 2;
}

/** The share (0–1) of pixels whose colour differs by more than `tolerance` in a channel. */
export function changedShare(a: DecodedPng, b: DecodedPng, tolerance = 24): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let changed = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    for (let c = 0; c < 4; c++)
      if (Math.abs(a.rgba[i + c]! - b.rgba[i + c]!) > tolerance) {
        changed++;
        break;
      }
  }
  return changed / (a.rgba.length / 4);
}
