/**
 * An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, llama.cpp's server, vLLM): the one type of
 * the model for every package that calls it. The assistant streams its answers from it; agent jobs run their
 * tool calls on it. The service configuration makes it, once, at start.
 */
export interface ModelEndpoint {
  /** Where requests are posted: the API's chat completions URL (`https://api.openai.com/v1/chat/completions`). */
  readonly url: string;
  /** The model's name (`gpt-4o-mini`, `llama3.1`). */
  readonly model: string;
  /** Sent as `Authorization: Bearer <key>` when set. */
  readonly apiKey?: string | undefined;
  /** How long a streamed answer may stay silent (before its first token, or between two) before it ends with an error. */
  readonly timeoutMs: number;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 60_000;

/** The chat completions URL of an API given as its base URL (`…/v1`) or as that URL itself (`…/v1/chat/completions`). */
export function chatCompletionsUrl(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}
