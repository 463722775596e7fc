import type { AgentProgress } from '../jobs/agent-job-queue.js';
import type { Todo } from '../tools/todo.js';
import type { RefusedCall } from './refused-calls.js';

/** What a running job has said so far: its todos, its message, whether the model called `finish`, and the calls refused. */
export interface JobSession {
  todos: readonly Todo[];
  messageToUser: string;
  finished: boolean;
  readonly refused: RefusedCall[];
}

export const newJobSession = (): JobSession => ({
  todos: [],
  messageToUser: '',
  finished: false,
  refused: [],
});

/** The progress the store keeps while the job runs. */
export const progressOf = (session: JobSession): AgentProgress => ({
  todos: session.todos,
  messageToUser: session.messageToUser || undefined,
});
