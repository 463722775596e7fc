import type { Todo } from '../tools/todo.js';

/**
 * Why a job stopped: `processing` while it runs; `completed`; `error` (the model, git, the gate or the
 * time limit); `github_missconfigured` (a credential or the forge refused); `interrupted` (the server
 * running it stopped too often). The values are the reference API's; its field is spelled `haultReason`
 * on the wire only.
 */
export type HaltReason =
  'processing' | 'completed' | 'error' | 'github_missconfigured' | 'interrupted';

/** How a job ended: what `runAgentJob` returns, the worker hands to the queue and the store records. */
export type AgentJobOutcome =
  | {
      readonly kind: 'completed';
      readonly branch: string;
      readonly todos: readonly Todo[];
      readonly messageToUser: string;
      /** The pull request; null when nothing changed or the project has no forge. */
      readonly prLink: string | null;
      readonly commit: string | null;
      readonly changedFiles: readonly string[];
    }
  | {
      readonly kind: 'failed';
      readonly haltReason: Exclude<HaltReason, 'processing' | 'completed'>;
      /** Why, in words (the record's `failure`). */
      readonly reason: string;
      /** The branch when it was pushed, else null. */
      readonly branch: string | null;
      readonly todos: readonly Todo[];
      readonly messageToUser: string;
    };
