/** A cited page: where a passage of the answer comes from. */
export interface Citation {
  /** Stable within one answer: `source-1`, `source-2`, … */
  readonly id: string;
  /** The page's site path, with `#anchor` when a section is cited. */
  readonly url: string;
  readonly title: string;
}

/** Why an answer ended: finished, or cut short by a failure (the error event says which). */
export type FinishReason = 'stop' | 'error';

/**
 * What an answerer produces, in order: text as it is written, the pages it cites, then either a
 * finish or an error followed by a finish. Every stream encoder turns these into its protocol.
 */
export type AnswerEvent =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'source'; readonly citation: Citation }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'finish'; readonly reason: FinishReason };

/** What every stream knows before its first event: the answer's message id and its thread. */
export interface StreamStart {
  readonly messageId: string;
  readonly threadId: string;
}
