/** A message of the conversation, reduced to what the assistant reads: who wrote it and its text. */
export interface ChatTurn {
  readonly role: 'system' | 'assistant' | 'data' | 'user';
  readonly content: string;
}

/** A piece of the page the reader points at: code or selected text, added to the search query. */
export interface ContextItem {
  readonly type: 'code' | 'textSelection';
  readonly value: string;
  readonly path?: string | undefined;
  readonly elementId?: string | undefined;
}

/** Which part of the docs to search; a field left out is taken from `currentPath`. */
export interface RetrievalFilter {
  readonly language?: string | undefined;
  readonly version?: string | undefined;
  readonly groups?: readonly string[] | undefined;
}

/** The body of an assistant message request (seed 2.1), validated. */
export interface AssistantRequest {
  readonly fp: string;
  readonly messages: readonly ChatTurn[];
  readonly threadId?: string | undefined;
  readonly retrievalPageSize: number;
  readonly filter?: RetrievalFilter | undefined;
  readonly context: readonly ContextItem[];
  readonly currentPath?: string | undefined;
}

/** `retrievalPageSize` default and bounds (sections given to the answerer). */
export const RETRIEVAL_PAGE_SIZE = { default: 5, min: 1, max: 20 } as const;

/** Request size limits: more messages, or a longer text, is refused before any work. */
export const REQUEST_LIMITS = {
  messages: 100,
  messageChars: 32_000,
  contextItems: 20,
  contextChars: 16_000,
  currentPathChars: 200,
  fpChars: 200,
} as const;
