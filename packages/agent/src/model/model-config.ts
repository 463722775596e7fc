/** Where the model is: an OpenAI-compatible API, the model's name, and its key (read from the environment). */
export interface ModelConfig {
  /** The API's base URL (`https://api.openai.com/v1`); requests go to `<url>/chat/completions`. */
  readonly url: string;
  readonly model: string;
  readonly apiKey?: string | undefined;
}

/** What to tell someone who asked for an agent job on a server with no model. */
export const NO_MODEL_MESSAGE =
  'No model is configured for agent jobs, so the job was not queued. ' +
  'Set QUIRE_MODEL_URL (the base URL of an OpenAI-compatible chat completions API) and QUIRE_MODEL (the model name), ' +
  'and QUIRE_MODEL_API_KEY if the API needs a key, then restart the server.';
