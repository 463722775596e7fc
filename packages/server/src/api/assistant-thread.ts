import { randomBytes } from 'node:crypto';
import {
  createUlid,
  type AnswerOutcome,
  type AssistantRequest,
  type ChatTurn,
} from '@quire/assistant';
import {
  findThread,
  insertThread,
  insertTurn,
  threadTurns,
  type Store,
  type ThreadRecord,
  type TurnRecord,
} from '@quire/store';
import { ApiError } from './api-error.js';

export const newUlid = (now: number) => createUlid(now, randomBytes(16));

/**
 * The thread a request continues (its earlier turns are the history), or a new one (the request's
 * earlier messages are), not yet written: `recordTurn` writes it with its first turn.
 */
export async function threadOf(
  store: Store,
  domain: string,
  request: AssistantRequest,
  now: number,
): Promise<{ thread: ThreadRecord; history: ChatTurn[]; isNew: boolean }> {
  if (request.threadId !== undefined) {
    const thread = await findThread(store, domain, request.threadId);
    if (!thread) {
      throw new ApiError(
        'assistant_thread_not_found',
        `No conversation thread "${request.threadId.slice(0, 60)}" exists for the site "${domain}". Send the message without threadId to start a new thread, and use the threadId its answer returns.`,
        {
          field: 'threadId',
        },
      );
    }
    const turns = await threadTurns(store, thread.id);
    const history = turns
      .filter((t) => t.response !== '')
      .flatMap((t): ChatTurn[] => [
        { role: 'user', content: t.query },
        { role: 'assistant', content: t.response },
      ]);
    return { thread, history, isNew: false };
  }
  const thread: ThreadRecord = { id: newUlid(now), domain, fp: request.fp, createdAt: now };
  return { thread, history: request.messages.slice(0, -1), isNew: true };
}

/**
 * Writes a finished turn (answered, failed or abandoned), and the thread it started with it, in one
 * transaction. It runs before the answer's stream ends, so a reader who continues the thread (with
 * the id its answer gave) finds it; and nothing is written before a request's first bytes.
 */
export async function recordTurn(
  store: Store,
  turn: TurnRecord,
  newThread: ThreadRecord | undefined,
): Promise<void> {
  if (newThread === undefined) return insertTurn(store, turn);
  await store.transaction(async (tx) => {
    await insertThread(tx, newThread);
    await insertTurn(tx, turn);
  });
}

const statusOf = (o: AnswerOutcome): TurnRecord['status'] =>
  o.aborted
    ? 'aborted'
    : o.error !== undefined
      ? 'failed'
      : o.citations.length === 0
        ? 'unanswered'
        : 'answered';

/** The record of a finished turn: the question, what the reader was shown, and the pages cited. */
export function turnRecord(
  input: {
    id: string;
    thread: ThreadRecord;
    request: AssistantRequest;
    pageUrl: string | null;
    askedAt: number;
    answeredAt: number;
  },
  outcome: AnswerOutcome,
): TurnRecord {
  return {
    id: input.id,
    threadId: input.thread.id,
    domain: input.thread.domain,
    fp: input.request.fp,
    query: input.request.messages[input.request.messages.length - 1]!.content,
    response:
      outcome.error === undefined
        ? outcome.text
        : `${outcome.text}${outcome.text ? '\n\n' : ''}${outcome.error}`,
    sources: outcome.citations.map((c) => ({ title: c.title, url: c.url })),
    status: statusOf(outcome),
    pageUrl: input.pageUrl,
    askedAt: input.askedAt,
    answeredAt: input.answeredAt,
  };
}
