import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Compressed bodies kept by file and mtime, bounded in total size. */
export interface CompressionCache {
  get(key: string, body: Uint8Array, encoding: Encoding): Uint8Array;
}

export function createCompressionCache(maxBytes = 64 * 1024 * 1024): CompressionCache {
  const entries = new Map<string, Uint8Array>();
  let size = 0;
  return {
    get(key, body, encoding) {
      const k = `${encoding}:${key}`;
      const hit = entries.get(k);
      if (hit) {
        entries.delete(k);
        entries.set(k, hit);
        return hit;
      }
      const out =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(body, { level: 6 });
      entries.set(k, out);
      size += out.byteLength;
      for (const [oldKey, oldValue] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldKey);
        size -= oldValue.byteLength;
      }
      return out;
    },
  };
}

/** The best encoding the client accepts, or undefined. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = (name: string) =>
    new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+)?\\s*(,|$)`, 'i').test(
      acceptEncoding,
    );
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}
