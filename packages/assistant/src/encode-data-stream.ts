import type { AnswerEvent, StreamStart } from './answer-event.js';
import { THREAD_ID_HEADER, type StreamEncoder } from './stream-encoder.js';

const part = (code: string, value: unknown) => `${code}:${JSON.stringify(value)}\n`;

/**
 * The AI SDK 4 data stream (`x-vercel-ai-data-stream: v1`): one `CODE:JSON` line per part. The
 * thread id travels where a v4 chat app can read it: the response header, a data part and a message
 * annotation `{type: "finish", threadId}` just before the finish (the v4 parser keeps only
 * `finishReason` and `usage` of the `d:` part, so the id there is for other readers).
 */
export function createDataStreamEncoder(start: StreamStart): StreamEncoder {
  const finish = { type: 'finish', threadId: start.threadId };
  return {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'x-vercel-ai-data-stream': 'v1',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      [THREAD_ID_HEADER]: start.threadId,
    },
    start: () => part('f', { messageId: start.messageId }),
    encode(event: AnswerEvent): string {
      switch (event.kind) {
        case 'text':
          return event.text === '' ? '' : part('0', event.text);
        case 'source':
          return part('h', {
            sourceType: 'url',
            id: event.citation.id,
            url: event.citation.url,
            title: event.citation.title,
          });
        case 'error':
          return part('3', event.message);
        case 'finish':
          return [
            part('2', [finish]),
            part('8', [finish]),
            part('e', {
              finishReason: event.reason,
              usage: { promptTokens: 0, completionTokens: 0 },
              isContinued: false,
            }),
            part('d', {
              finishReason: event.reason,
              usage: { promptTokens: 0, completionTokens: 0 },
              threadId: start.threadId,
            }),
          ].join('');
      }
    },
    end: () => '',
  };
}
