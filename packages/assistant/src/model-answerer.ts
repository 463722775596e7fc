import type { AnswerEvent, Citation } from './answer-event.js';
import type { Answerer, AnswerInput } from './answerer.js';
import type { ModelEndpoint } from './model-endpoint.js';
import { modelMessages } from './model-prompt.js';
import { readServerEvents } from './read-server-events.js';

/** The text a streamed chat completion chunk adds, if any. */
function deltaOf(data: string): string {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = chunk.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : '';
  } catch {
    return '';
  }
}

/** One citation per retrieved page, in retrieval order: what the model was given to answer from. */
function citationsOf(input: AnswerInput): Citation[] {
  const seen = new Map<string, Citation>();
  for (const s of input.sections)
    if (!seen.has(s.pageUrl))
      seen.set(s.pageUrl, { id: `source-${seen.size + 1}`, url: s.url, title: s.pageTitle });
  return [...seen.values()];
}

/** A signal that aborts when the reader leaves, or when the model stays silent for `timeoutMs` (restarted by `touch`). */
function silenceGuard(
  outer: AbortSignal,
  timeoutMs: number,
): { signal: AbortSignal; touch(): void; timedOut(): boolean; stop(): void } {
  const controller = new AbortController();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, timeoutMs);
  };
  const onAbort = () => controller.abort();
  outer.addEventListener('abort', onAbort, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    timedOut: () => expired,
    stop: () => (clearTimeout(timer), outer.removeEventListener('abort', onAbort)),
  };
}

async function* streamCompletion(
  config: ModelEndpoint,
  input: AnswerInput,
  fetchImpl: typeof fetch,
): AsyncGenerator<AnswerEvent> {
  const guard = silenceGuard(input.signal, config.timeoutMs);
  const where = new URL(config.url).host;
  try {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        stream: true,
        messages: modelMessages(input.question, input.context, input.history, input.sections),
      }),
      signal: guard.signal,
    });
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      yield {
        kind: 'error',
        message: `The model at ${where} answered HTTP ${response.status}${detail ? `: ${detail}` : ''}. Check the model settings (QUIRE_MODEL_URL, QUIRE_MODEL, the key) of the server.`,
      };
      return;
    }
    for await (const data of readServerEvents(response.body)) {
      guard.touch();
      if (data === '[DONE]') break;
      const text = deltaOf(data);
      if (text !== '') yield { kind: 'text', text };
    }
    for (const citation of citationsOf(input)) yield { kind: 'source', citation };
  } catch (e) {
    if (input.signal.aborted) return;
    yield {
      kind: 'error',
      message: guard.timedOut()
        ? `The model at ${where} sent nothing for ${config.timeoutMs} ms; the answer was stopped. Try again, or raise the model's timeout (QUIRE_MODEL_TIMEOUT_MS).`
        : `The model at ${where} could not be reached (${e instanceof Error ? e.message : String(e)}). Check that it is running and the server's model URL (QUIRE_MODEL_URL) is right.`,
    };
  } finally {
    guard.stop();
  }
}

/**
 * The answerer backed by a model: any OpenAI-compatible chat completions endpoint (OpenAI, Ollama,
 * llama.cpp's server). It sends the retrieved sections and the thread's turns, streams the model's
 * tokens through as they arrive, and cites the retrieved pages. A failure or a silent model ends
 * the answer with an error event; an aborted input signal aborts the model request.
 */
export function createModelAnswerer(
  config: ModelEndpoint,
  fetchImpl: typeof fetch = fetch,
): Answerer {
  return (input) => streamCompletion(config, input, fetchImpl);
}
