/** The `data:` payloads of a server-sent event stream, as they arrive. */
export async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      buffer += decoder.decode(next.value, { stream: true });
      yield* completeEvents();
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  function* completeEvents(): Generator<string> {
    let end = buffer.search(/\r?\n\r?\n/);
    while (end >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = event
        .split(/\r?\n/)
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data !== '') yield data;
      end = buffer.search(/\r?\n\r?\n/);
    }
  }
}
