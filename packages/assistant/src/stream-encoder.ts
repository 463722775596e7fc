import type { AnswerEvent, StreamStart } from './answer-event.js';

/** The header carrying the thread id on every assistant response, whatever the protocol. */
export const THREAD_ID_HEADER = 'x-quire-thread-id';

/**
 * One chat protocol's wire format: its response headers, and the text of each event. An encoder is
 * created per response (the v5 stream tracks its open text block); it never touches a socket.
 */
export interface StreamEncoder {
  readonly headers: Readonly<Record<string, string>>;
  /** What the stream opens with. */
  start(): string;
  encode(event: AnswerEvent): string;
  /** What the stream closes with, after the finish. */
  end(): string;
}

/** The protocols the assistant speaks: `v1` the AI SDK 4 data stream, `v2` the AI SDK 5 UI message stream. */
export type StreamProtocol = 'v1' | 'v2';

export type CreateStreamEncoder = (start: StreamStart) => StreamEncoder;
