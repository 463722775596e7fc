import type { ChatMessage, ChatModel, ModelTurn, ToolCall, ToolSpec } from './chat-message.js';
import type { ModelEndpoint } from '@quire/assistant';

/** A model that cannot be reached or answers something that is not a chat completion. */
export class ModelError extends Error {
  override readonly name = 'ModelError';
}

function toWire(message: ChatMessage): Record<string, unknown> {
  if (message.role === 'tool')
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  if (message.role !== 'assistant' || !message.toolCalls?.length)
    return { role: message.role, content: message.content };
  const calls = message.toolCalls.map((c) => ({
    id: c.id,
    type: 'function',
    function: { name: c.name, arguments: c.arguments },
  }));
  return { role: 'assistant', content: message.content, tool_calls: calls };
}

interface WireCall {
  readonly id?: unknown;
  readonly function?: { readonly name?: unknown; readonly arguments?: unknown };
}

function fromWire(body: unknown): ModelTurn {
  const message = (
    body as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null
  )?.choices?.[0]?.message;
  if (!message)
    throw new ModelError(
      'The model answered without choices[0].message; is the model URL an OpenAI-compatible chat completions API?',
    );
  const calls = Array.isArray(message.tool_calls) ? (message.tool_calls as WireCall[]) : [];
  const toolCalls: ToolCall[] = calls.map((c, i) => ({
    id: typeof c.id === 'string' ? c.id : `call_${i}`,
    name: typeof c.function?.name === 'string' ? c.function.name : '',
    arguments:
      typeof c.function?.arguments === 'string'
        ? c.function.arguments
        : JSON.stringify(c.function?.arguments ?? {}),
  }));
  return { content: typeof message.content === 'string' ? message.content : null, toolCalls };
}

/** Connection errors of a reused keep-alive socket that the server had already closed (undici's codes and the socket's). */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** The model over HTTP: POST the endpoint's chat completions URL with the conversation and the tools. */
export function createChatCompletionsModel(config: ModelEndpoint): ChatModel {
  const endpoint = config.url;
  return {
    name: config.model,
    async complete(
      messages: readonly ChatMessage[],
      tools: readonly ToolSpec[],
      signal?: AbortSignal,
    ): Promise<ModelTurn> {
      const body = {
        model: config.model,
        messages: messages.map(toWire),
        tools: tools.map((t) => ({
          type: 'function',
          function: { name: t.name, description: t.description, parameters: t.parameters },
        })),
        tool_choice: 'auto',
      };
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const init: RequestInit = {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      };
      let response: Response;
      for (let attempt = 1; ; attempt++) {
        try {
          response = await fetch(endpoint, init);
          break;
        } catch (error) {
          if (signal?.aborted) throw error;
          const cause = (error as Error & { cause?: { message?: string; code?: string } }).cause;
          // A kept-alive connection the server closed as idle while the request was on its way: the server never
          // read the request, so it is sent once more, on a new connection.
          if (attempt === 1 && STALE_CONNECTION.has(cause?.code ?? '')) continue;
          const why = cause?.message
            ? `${(error as Error).message} (${cause.code ? `${cause.code}: ` : ''}${cause.message})`
            : (error as Error).message;
          throw new ModelError(`The model at ${endpoint} could not be reached: ${why}`);
        }
      }
      const text = await response.text();
      if (!response.ok)
        throw new ModelError(
          `The model at ${endpoint} answered HTTP ${response.status}: ${text.slice(0, 300)}`,
        );
      try {
        return fromWire(JSON.parse(text));
      } catch (error) {
        if (error instanceof ModelError) throw error;
        throw new ModelError(
          `The model at ${endpoint} answered with text that is not JSON: ${text.slice(0, 200)}`,
        );
      }
    },
  };
}
