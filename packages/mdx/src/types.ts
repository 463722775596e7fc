import type { Diagnostic } from '@quire/diagnostics';

/** One entry of a page's table of contents. */
export interface Heading {
  /** 1–6 for Markdown headings; 2 for `<Update>` labels. */
  readonly depth: number;
  /** The heading's plain text. */
  readonly text: string;
  /** The anchor id (see `slugifyHeading`), unique within the page. */
  readonly id: string;
}

/** How a file is compiled: strict MDX, lenient CommonMark (`.md`), or a JavaScript/JSX snippet. */
export type ModuleKind = 'mdx' | 'md' | 'jsx';

/** An `import` statement of a module, as written. */
export interface ImportRecord {
  readonly specifier: string;
  /** The exports it binds: `default`, named exports, or `*` for a namespace import. */
  readonly names: readonly string[];
  /** The local name of a default import: it binds the export of that name when the file has one. */
  readonly defaultName?: string | undefined;
  readonly line: number;
  readonly column: number;
}

/**
 * What compiling one file produces: plain JSON, so that it can be cached by content hash and kept on disk.
 * `code` is the body of a function that takes the runtime (`jsx`, `jsxs`, `Fragment`, hooks, imports)
 * and returns the module's exports (`default` is the content component).
 */
export interface ModuleRecord {
  readonly file: string;
  readonly kind: ModuleKind;
  /** Content hash of the source and of every option that changes the output. */
  readonly hash: string;
  /** Undefined when the file did not compile (see `diagnostics`). */
  readonly code: string | undefined;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly headings: readonly Heading[];
  /** Where the headings of an imported MDX snippet used as a block (`<Intro />`) go: before `headings[index]`. */
  readonly snippetHeadings: readonly SnippetHeadingSlot[];
  readonly imports: readonly ImportRecord[];
  /** The names the module exports (`default` is the content of an MDX file). */
  readonly exports: readonly string[];
  /** Component names (`Note`, `Tree.Folder`) looked up in the components map at render time. */
  readonly components: readonly string[];
  /** Problems found while compiling this file (not its imports). */
  readonly diagnostics: readonly Diagnostic[];
}

/** A block use of an imported snippet, whose headings join the page's table of contents. */
export interface SnippetHeadingSlot {
  readonly index: number;
  readonly specifier: string;
}

/** A file a page depends on, with the hash of its content as compiled. */
export interface DependencyRecord {
  readonly file: string;
  readonly hash: string;
}
