/** The most bytes a playground proxy request may carry (its JSON, with the body in base64). */
export const PROXY_BODY_LIMIT = 10 * 1024 * 1024;

export type LimitedBody =
  | { readonly kind: 'ok'; readonly text: string }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unreadable' };
export type LimitedBytes =
  | { readonly kind: 'ok'; readonly bytes: Buffer }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unreadable' };

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes: a `Content-Length` over the limit
 * is refused before anything is read, and a body sent without one is cut off (and the rest not
 * read) as soon as it passes the limit, so that no request can fill the memory.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  const read = await readLimitedStream(request.headers, request.body, limit);
  return read.kind === 'ok' ? { kind: 'ok', text: read.bytes.toString('utf8') } : read;
}

/**
 * Reads a body (of a request or a response) whole, at most `limit` bytes: a declared
 * `Content-Length` over the limit is refused before anything is read; otherwise reading stops,
 * and the stream is cancelled, as soon as more than `limit` bytes have come.
 */
export async function readLimitedStream(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<LimitedBytes> {
  const declared = Number(headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await body?.cancel().catch(() => undefined);
    return { kind: 'too-large' };
  }
  if (!body) return { kind: 'ok', bytes: Buffer.alloc(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return { kind: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { kind: 'unreadable' };
  }
  return { kind: 'ok', bytes: Buffer.concat(chunks) };
}
