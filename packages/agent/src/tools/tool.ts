import type { Diagnostic } from '@quire/diagnostics';
import type { ToolSpec } from '../model/chat-message.js';
import type { Todo } from './todo.js';

/** What a tool call gave back to the model: its output, or why it was refused (the job goes on either way). */
export type ToolResult =
  | { readonly kind: 'ok'; readonly content: string }
  | { readonly kind: 'refused'; readonly reason: string };

export interface ToolLimits {
  /** The largest file the agent may write, in bytes. */
  readonly maxWriteBytes: number;
  /** The largest part of a file returned by one read, in bytes. */
  readonly maxReadBytes: number;
}

/** What the tools of one job work on: its docs root (a real path inside its worktree) and its session. */
export interface ToolContext {
  readonly docsRoot: string;
  readonly limits: ToolLimits;
  /** Validation, link check and page syntax of the docs root, as the gate runs them. */
  readonly check: (what: 'validate' | 'links') => Promise<readonly Diagnostic[]>;
  setTodos(todos: readonly Todo[]): void;
  finish(message: string): void;
}

export interface AgentTool {
  readonly spec: ToolSpec;
  run(args: Readonly<Record<string, unknown>>, context: ToolContext): Promise<ToolResult>;
}

export const ok = (content: string): ToolResult => ({ kind: 'ok', content });
export const refuse = (reason: string): ToolResult => ({ kind: 'refused', reason });
