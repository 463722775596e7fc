/** What the panel shows of an answer as it streams: text, cited pages, the thread, or an error. */
export type AnswerUpdate =
  | { readonly kind: 'text'; readonly delta: string }
  | { readonly kind: 'source'; readonly url: string; readonly title: string }
  | { readonly kind: 'finish'; readonly threadId?: string | undefined }
  | { readonly kind: 'error'; readonly message: string };

/** One chunk of the AI SDK 5 UI message stream, as the assistant's v2 endpoint sends it. */
function updateOf(chunk: Record<string, unknown>): AnswerUpdate | undefined {
  switch (chunk['type']) {
    case 'text-delta':
      return typeof chunk['delta'] === 'string'
        ? { kind: 'text', delta: chunk['delta'] }
        : undefined;
    case 'source-url':
      return typeof chunk['url'] === 'string'
        ? {
            kind: 'source',
            url: chunk['url'],
            title: typeof chunk['title'] === 'string' ? chunk['title'] : chunk['url'],
          }
        : undefined;
    case 'error':
      return { kind: 'error', message: String(chunk['errorText'] ?? '') };
    case 'finish': {
      const meta = chunk['messageMetadata'] as { threadId?: unknown } | undefined;
      return {
        kind: 'finish',
        threadId: typeof meta?.threadId === 'string' ? meta.threadId : undefined,
      };
    }
    default:
      return undefined;
  }
}

/** Reads a UI message stream (server-sent events) as it arrives, calling `on` for each update. */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  on: (update: AnswerUpdate) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    buffer += decoder.decode(next.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const update = updateOf(JSON.parse(data) as Record<string, unknown>);
      if (update) on(update);
    }
  }
}
