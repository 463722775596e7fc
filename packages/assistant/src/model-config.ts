/** Where the model answerer sends its requests: any OpenAI-compatible chat completions endpoint. */
export interface ModelConfig {
  /** The chat completions URL, or the API's base URL (`/chat/completions` is added). */
  readonly url: string;
  readonly model: string;
  /** Sent as `Authorization: Bearer <key>` when set. */
  readonly apiKey?: string | undefined;
  /** How long the model may stay silent (before its first token, or between two) before the answer ends with an error. */
  readonly timeoutMs: number;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 60_000;

/** The environment variables of the model answerer; documented in the assistant's configuration page. */
export const MODEL_ENV = {
  url: 'QUIRE_MODEL_URL',
  model: 'QUIRE_MODEL',
  apiKey: 'QUIRE_MODEL_API_KEY',
  timeoutMs: 'QUIRE_MODEL_TIMEOUT_MS',
} as const;

export type ModelConfigResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'model'; readonly config: ModelConfig }
  | { readonly kind: 'invalid'; readonly message: string };

/** The model configuration in an environment: none (the embedded answerer) unless `QUIRE_MODEL_URL` is set. */
export function modelConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ModelConfigResult {
  const url = env[MODEL_ENV.url]?.trim();
  if (!url) return { kind: 'none' };
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    return {
      kind: 'invalid',
      message: `${MODEL_ENV.url} is "${url}"; expected an http or https URL such as http://127.0.0.1:11434/v1. Set it to your model server's OpenAI-compatible API, or unset it to answer from the docs alone.`,
    };
  }
  const model = env[MODEL_ENV.model]?.trim();
  if (!model)
    return {
      kind: 'invalid',
      message: `${MODEL_ENV.url} is set but ${MODEL_ENV.model} is not; expected the model's name (such as llama3.1). Set ${MODEL_ENV.model}.`,
    };
  const rawTimeout = env[MODEL_ENV.timeoutMs]?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_MODEL_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    return {
      kind: 'invalid',
      message: `${MODEL_ENV.timeoutMs} is "${rawTimeout}"; expected a whole number of milliseconds. Fix it or unset it (default ${DEFAULT_MODEL_TIMEOUT_MS}).`,
    };
  const apiKey = env[MODEL_ENV.apiKey]?.trim();
  return { kind: 'model', config: { url, model, timeoutMs, ...(apiKey ? { apiKey } : {}) } };
}
