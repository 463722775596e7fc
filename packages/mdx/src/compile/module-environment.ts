import type { Root } from 'mdast';
import type { CodeHighlighter } from '../code/create-highlighter.js';

/** A markup file as the compiler parsed it, before any transform (see `MdxCompilerOptions.onParse`). */
export interface ParsedSource {
  readonly file: string;
  readonly kind: 'mdx' | 'md';
  /** The file as read. */
  readonly source: string;
  /** The text the tree was parsed from (frontmatter blanked, placeholders shielded; the file's lines and columns). */
  readonly text: string;
  /** The syntax tree straight from the parser; read it, do not change it. */
  readonly tree: Root;
}

/** What every file of a build is compiled with. Part of each module's cache key. */
export interface ModuleEnvironment {
  /** docs.json `variables`. */
  readonly variables: Readonly<Record<string, string>>;
  /** Names of the built-in components (JSX tags that need no import). */
  readonly knownComponents: ReadonlySet<string>;
  readonly highlighter: CodeHighlighter;
  /** Called with each markup file's syntax tree as parsed, before the transforms (not part of the cache key). */
  readonly onParse?: ((parsed: ParsedSource) => void) | undefined;
}
