/** How much of each context item (code, selected text) counts as part of the question. */
const CONTEXT_CHARS = 600;

/** The question and what the reader pointed at, as one text to search for and to match passages against. */
export const questionWithContext = (question: string, context: readonly string[]) =>
  [question, ...context.map((c) => c.slice(0, CONTEXT_CHARS))].join('\n');
