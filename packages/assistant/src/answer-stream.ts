import type { AnswerEvent, Citation, StreamStart } from './answer-event.js';
import type { Answerer } from './answerer.js';
import type { AssistantRequest, ChatTurn } from './assistant-request.js';
import type { DocsCorpus } from './docs-corpus.js';
import { createDataStreamEncoder } from './encode-data-stream.js';
import { createUiMessageStreamEncoder } from './encode-ui-message-stream.js';
import { retrieveSections, type Caller } from './retrieve-sections.js';
import type { CreateStreamEncoder, StreamProtocol } from './stream-encoder.js';

export const STREAM_ENCODERS: Readonly<Record<StreamProtocol, CreateStreamEncoder>> = {
  v1: createDataStreamEncoder,
  v2: createUiMessageStreamEncoder,
};

/** How an answer ended, for the thread's record. */
export interface AnswerOutcome {
  readonly text: string;
  readonly citations: readonly Citation[];
  /** The error the reader was shown, when the answer failed. */
  readonly error?: string | undefined;
  /** True when the reader left before the end. */
  readonly aborted: boolean;
}

export interface AnswerStreamOptions extends StreamStart {
  readonly corpus: DocsCorpus;
  readonly request: AssistantRequest;
  readonly caller: Caller;
  readonly answerer: Answerer;
  /** The thread's earlier turns, oldest first. */
  readonly history: readonly ChatTurn[];
  readonly protocol: StreamProtocol;
  /** Called once the stream has ended (finished, failed or abandoned). */
  readonly onEnd?: (outcome: AnswerOutcome) => void | Promise<void>;
  /**
   * Runs the answer's local work (its retrieval; then, empty, a turn before the answerer goes on)
   * after its first bytes are sent: the server's `createWorkSlots`, a few at once, each started in a
   * turn of the event loop of its own, so that requests that arrive meanwhile get their first bytes
   * before the answers already under way go on. Default: at once.
   */
  readonly runLocalWork?: RunLocalWork;
}

/** Runs local work (no network: a search, reading pages) when its turn comes; resolves with its result. */
export type RunLocalWork = <T>(work: () => Promise<T>) => Promise<T>;

const atOnce: RunLocalWork = (work) => work();

/** The answer's events: retrieval, the answerer's events, and a finish (after an error, a failed finish). */
async function* answerEvents(
  options: AnswerStreamOptions,
  signal: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  let failed = false;
  try {
    const run = options.runLocalWork ?? atOnce;
    const sections = await run(() =>
      retrieveSections(options.corpus, options.request, options.caller),
    );
    // A model answerer's work is a network stream, not held in a slot: only its start waits a turn.
    await run(() => Promise.resolve());
    const question = options.request.messages[options.request.messages.length - 1]!.content;
    for await (const event of options.answerer({
      question,
      context: options.request.context.map((c) => c.value),
      history: options.history,
      sections,
      signal,
    })) {
      if (event.kind === 'error') failed = true;
      yield event;
    }
  } catch (e) {
    failed = true;
    yield {
      kind: 'error',
      message: `The answer failed (${e instanceof Error ? e.message : String(e)}). Try again; if it keeps failing, report it to the site's owners.`,
    };
  }
  yield { kind: 'finish', reason: failed ? 'error' : 'stop' };
}

/**
 * An answer as a response body in the protocol's wire format, written as the answerer produces it.
 * When the reader disconnects the stream is cancelled: the answerer's signal aborts (a model request
 * is dropped) and `onEnd` still runs.
 */
export function answerStream(options: AnswerStreamOptions): {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: ReadableStream<Uint8Array>;
} {
  const encoder = STREAM_ENCODERS[options.protocol](options);
  const bytes = new TextEncoder();
  const abort = new AbortController();
  const record = { text: '', citations: [] as Citation[], error: undefined as string | undefined };
  let ended = false;
  const end = async (aborted: boolean) => {
    if (ended) return;
    ended = true;
    await options.onEnd?.({ ...record, aborted });
  };
  async function* wire(): AsyncGenerator<string> {
    yield encoder.start();
    for await (const event of answerEvents(options, abort.signal)) {
      if (event.kind === 'text') record.text += event.text;
      else if (event.kind === 'source') record.citations.push(event.citation);
      else if (event.kind === 'error') record.error = event.message;
      yield encoder.encode(event);
    }
    yield encoder.end();
  }
  const parts = wire();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Each pull must enqueue something or close: a pull that does neither is not called again.
      for (;;) {
        const next = await parts.next();
        if (next.done) {
          await end(false);
          controller.close();
          return;
        }
        if (next.value !== '') return controller.enqueue(bytes.encode(next.value));
      }
    },
    async cancel() {
      abort.abort();
      await parts.return(undefined);
      await end(true);
    },
  });
  // Chunked from the start: the node server then sends the headers and the first chunk at once,
  // rather than reading the body ahead to give it a length (which waits for the answer's work).
  return { headers: { ...encoder.headers, 'transfer-encoding': 'chunked' }, body };
}
