import type { AnswerEvent, StreamStart } from './answer-event.js';
import { THREAD_ID_HEADER, type StreamEncoder } from './stream-encoder.js';

const chunk = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

/**
 * The AI SDK 5 UI message stream over server-sent events (`x-vercel-ai-ui-message-stream: v1`): text
 * in one id-scoped block, a `source-url` per cited page, and the thread id in the `messageMetadata`
 * of both the start and the finish chunk (and in the response header).
 */
export function createUiMessageStreamEncoder(start: StreamStart): StreamEncoder {
  const textId = `${start.messageId}-text`;
  const metadata = { threadId: start.threadId };
  let open = false;
  const close = () => {
    if (!open) return '';
    open = false;
    return chunk({ type: 'text-end', id: textId });
  };
  return {
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-vercel-ai-ui-message-stream': 'v1',
      'x-accel-buffering': 'no',
      [THREAD_ID_HEADER]: start.threadId,
    },
    start: () =>
      chunk({ type: 'start', messageId: start.messageId, messageMetadata: metadata }) +
      chunk({ type: 'start-step' }),
    encode(event: AnswerEvent): string {
      switch (event.kind) {
        case 'text': {
          if (event.text === '') return '';
          const opening = open ? '' : chunk({ type: 'text-start', id: textId });
          open = true;
          return opening + chunk({ type: 'text-delta', id: textId, delta: event.text });
        }
        case 'source':
          return (
            close() +
            chunk({
              type: 'source-url',
              sourceId: event.citation.id,
              url: event.citation.url,
              title: event.citation.title,
            })
          );
        case 'error':
          return close() + chunk({ type: 'error', errorText: event.message });
        case 'finish':
          return (
            close() +
            chunk({ type: 'finish-step' }) +
            chunk({ type: 'finish', messageMetadata: metadata })
          );
      }
    },
    end: () => 'data: [DONE]\n\n',
  };
}
