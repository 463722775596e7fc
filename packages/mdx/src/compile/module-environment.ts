import type { CodeHighlighter } from '../code/create-highlighter.js';

/** What every file of a build is compiled with. Part of each module's cache key. */
export interface ModuleEnvironment {
  /** docs.json `variables`. */
  readonly variables: Readonly<Record<string, string>>;
  /** Names of the built-in components (JSX tags that need no import). */
  readonly knownComponents: ReadonlySet<string>;
  readonly highlighter: CodeHighlighter;
}
