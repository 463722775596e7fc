import type { AnswerEvent } from './answer-event.js';
import type { ChatTurn } from './assistant-request.js';
import type { RetrievedSection } from './retrieve-sections.js';

/** What an answerer is given: the question, the earlier turns of the thread, and the retrieved sections. */
export interface AnswerInput {
  readonly question: string;
  /** What the reader pointed at on the page (code, selected text): part of the question. */
  readonly context: readonly string[];
  /** Earlier turns, oldest first (the question is not among them). */
  readonly history: readonly ChatTurn[];
  readonly sections: readonly RetrievedSection[];
  /** Aborted when the reader goes away: the answerer stops and frees what it holds. */
  readonly signal: AbortSignal;
}

/**
 * Writes an answer: text, the pages it cites, and an `error` event if it fails part way. It never
 * throws and never emits `finish` (the caller does, once the answerer is done).
 */
export type Answerer = (input: AnswerInput) => AsyncIterable<AnswerEvent>;
