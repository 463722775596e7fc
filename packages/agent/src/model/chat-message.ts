/** One call of a tool the model asked for; `arguments` is the JSON text the model wrote. */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/** A message of the conversation, in the shape of OpenAI-compatible chat completions. */
export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | {
      readonly role: 'assistant';
      readonly content: string | null;
      readonly toolCalls?: readonly ToolCall[];
    }
  | { readonly role: 'tool'; readonly toolCallId: string; readonly content: string };

/** A tool offered to the model: its name, what it does, and a JSON Schema of its arguments. */
export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** What the model answered in one turn: text, tool calls, or both. */
export interface ModelTurn {
  readonly content: string | null;
  readonly toolCalls: readonly ToolCall[];
}

/** The model, behind the one interface the agent loop needs. */
export interface ChatModel {
  /** The model's name, as reported on the job. */
  readonly name: string;
  complete(
    messages: readonly ChatMessage[],
    tools: readonly ToolSpec[],
    signal?: AbortSignal,
  ): Promise<ModelTurn>;
}
