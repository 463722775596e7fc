import type { CodeHighlighter } from '../code/create-highlighter.js';
import { contentHash } from '../content-hash.js';
import type { ModuleCompiler } from './compile-module.js';
import type { MarkupProcessors } from './create-processors.js';
import type { ParsedSource } from './module-environment.js';
import { compareText } from '@quire/diagnostics';

export interface MdxCompilerOptions {
  /** Built-in component names (JSX tags that need no import). */
  readonly knownComponents: Iterable<string>;
  /** docs.json `variables`. */
  readonly variables?: Readonly<Record<string, string>>;
  /** The build's shared highlighter (see `createHighlighter`). */
  readonly highlighter: CodeHighlighter;
  /** `$…$` and `$$…$$` math with KaTeX (docs.json `styling.latex`); on unless false. */
  readonly math?: boolean;
  /**
   * Called with the syntax tree of every markup file compiled (not taken from the cache), straight from the
   * parser, so that other tools (the link check) read it instead of parsing the file again.
   */
  readonly onParse?: (parsed: ParsedSource) => void;
  /**
   * Content that needs no JavaScript (Markdown, JSX elements with literal attributes) is kept as data and rendered
   * by the runtime, skipping the JavaScript compile (see `rehypeStaticContent`); on unless false. Both render the same.
   */
  readonly staticContent?: boolean;
}

/** Everything that is the same for all pages of a build: the parsers, the highlighter, the variables. Create it once. */
export type MdxCompiler = ModuleCompiler;

export function createMdxCompiler(options: MdxCompilerOptions): MdxCompiler {
  const knownComponents = new Set(options.knownComponents);
  const variables = { ...options.variables };
  const math = options.math ?? true;
  const highlighter = options.highlighter;
  const fingerprintOf = (tokenizes: boolean) =>
    contentHash(
      JSON.stringify(Object.entries(variables).sort(([a], [b]) => compareText(a, b))),
      JSON.stringify([...knownComponents].sort()),
      JSON.stringify(highlighter.themes),
      String(tokenizes),
      String(math),
      String(options.staticContent ?? true),
    );
  const fingerprint = fingerprintOf(highlighter.tokenizes);
  let processors: Promise<MarkupProcessors> | undefined;
  const createProcessors = () =>
    (processors ??= import('./create-processors.js').then((m) =>
      m.createProcessors({ math, staticContent: options.staticContent ?? true }),
    ));
  return {
    env: { variables, knownComponents, highlighter, onParse: options.onParse },
    processors: createProcessors,
    fingerprint,
    // What a build compiled (code tokenized) serves a compiler that does not tokenize (`quire validate`) as well:
    // the same diagnostics, headings and ids; only the code blocks' markup differs. Never the other way round.
    readsFingerprints: highlighter.tokenizes ? [] : [fingerprintOf(true)],
  };
}
