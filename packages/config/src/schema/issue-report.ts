import type { SchemaCode } from './schema-codes.js';
import type { SchemaIssue } from './schema-issue.js';

/** What a schema issue becomes: its code, its wording, and where to point (the key or the value at `pointer`). */
export interface IssueReport {
  readonly code: SchemaCode;
  readonly message: string;
  readonly hint?: string | undefined;
  readonly pointer: string;
  readonly part: 'key' | 'value';
}

/** Words one kind of schema issue. `root` is the whole config, for naming elements and reading values. */
export type IssueDescriber = (issue: SchemaIssue, root: unknown) => IssueReport;

/** The first sentence of a schema description, for hints. */
export function firstSentence(text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  const match = /^.*?\.(?=\s|$)/s.exec(text);
  return (match ? match[0] : text).trim();
}

/** Joins hint parts into one hint, or undefined when there is none. */
export function joinHint(...parts: readonly (string | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => p !== undefined && p !== '');
  return kept.length > 0 ? kept.join(' ') : undefined;
}
