import type { ImageType } from './thumbnail-look.js';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The format of an image file from its first bytes (not its name); undefined when it is none the thumbnails can show. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  if (/^\s*(<\?xml|<!--|<!doctype|<svg)/i.test(head) && /<svg[\s>]/i.test(head))
    return 'image/svg+xml';
  return undefined;
}

export type FontFormat = 'ttf' | 'otf' | 'woff' | 'woff2';

/** The format of a font file from its first bytes; undefined when it is not a font. */
export function fontFormatOf(bytes: Uint8Array): FontFormat | undefined {
  const tag = ascii(bytes, 0, 4);
  if (tag === '\x00\x01\x00\x00' || tag === 'true') return 'ttf';
  if (tag === 'OTTO') return 'otf';
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  return undefined;
}
