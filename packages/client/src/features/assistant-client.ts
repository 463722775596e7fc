import type { PageText } from '@quire/i18n/page';
import { readAnswerStream, type AnswerUpdate } from './assistant-stream.js';
import type { AssistantConfig } from './site-services.js';

export type { AssistantConfig } from './site-services.js';

export interface Question {
  readonly text: string;
  readonly threadId?: string | undefined;
  readonly currentPath: string;
  readonly signal: AbortSignal;
  /** The page's interface text, for the errors met on the way. */
  readonly messages: PageText;
}

/** The error the server sent (JSON `{code, message}`), or what went wrong on the way. */
async function failure(r: Response, messages: PageText): Promise<string> {
  try {
    const body = (await r.json()) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status says it.
  }
  return messages('ask.httpError', { status: r.status });
}

/** Asks the assistant (one user message; the thread keeps the rest) and reports the answer as it streams. */
export async function askAssistant(
  win: Window,
  config: AssistantConfig,
  q: Question,
  on: (update: AnswerUpdate) => void,
): Promise<void> {
  const message = {
    id: `q-${Date.now().toString(36)}`,
    role: 'user',
    parts: [{ type: 'text', text: q.text }],
  };
  const body = {
    fp: 'anonymous',
    messages: [message],
    currentPath: q.currentPath.slice(0, 200),
    ...(q.threadId ? { threadId: q.threadId } : {}),
  };
  let r: Response;
  try {
    r = await win.fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      body: JSON.stringify(body),
      signal: q.signal,
    });
  } catch {
    if (!q.signal.aborted)
      on({
        kind: 'error',
        message: q.messages('ask.unreachable'),
      });
    return;
  }
  if (!r.ok || !r.body) return on({ kind: 'error', message: await failure(r, q.messages) });
  await readAnswerStream(r.body, on);
}
