import type { Root } from 'mdast';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import type { CodeHighlighter } from '../code/create-highlighter.js';
import type { StaticContent } from '../runtime/static-content.js';
import type { Heading, ImportRecord, ModuleKind, SnippetHeadingSlot } from '../types.js';

/** What the plugins of one compile share: the inputs, and the lists they fill. Travels as `file.data.quire`. */
export interface FileContext {
  readonly file: string;
  readonly kind: ModuleKind;
  /** The shielded source, as parsed. */
  readonly source: string;
  readonly variables: Readonly<Record<string, string>>;
  readonly knownComponents: ReadonlySet<string>;
  readonly highlighter: CodeHighlighter;
  readonly diagnostics: Diagnostic[];
  readonly headings: Heading[];
  readonly snippetHeadings: SnippetHeadingSlot[];
  /** Local name → specifier of each default import (`import Intro from "/snippets/intro.mdx"`). */
  readonly defaultImports: Map<string, string>;
  readonly imports: ImportRecord[];
  /** Component names looked up in the components map at render time. */
  readonly components: Set<string>;
  /** Names the module exports (`default` for the content of MDX files). */
  readonly exports: Set<string>;
  /** Names the module's own `import`/`export` statements declare. */
  readonly declared: Set<string>;
  /** Identifiers the page's expressions read without declaring them (resolved from props at render). */
  readonly freeNames: Set<string>;
  /** Sees the tree as parsed, before the transforms (`ModuleEnvironment.onParse` for this file). */
  readonly observeTree?: ((tree: Root) => void) | undefined;
  /** The content as data, when it needs no JavaScript (set by `rehypeStaticContent`). */
  staticContent?: StaticContent | undefined;
}

declare module 'vfile' {
  interface DataMap {
    quire: FileContext;
  }
}

export interface PointLike {
  readonly line: number;
  readonly column: number;
  /** The end of the span, when known. */
  readonly endLine?: number;
  readonly endColumn?: number;
}

/** Adds a diagnostic of one of the package's codes at a place in the current file. */
export function report(
  ctx: FileContext,
  code: keyof typeof mdxCodes,
  message: string,
  hint: string,
  at: PointLike | undefined,
): void {
  ctx.diagnostics.push(
    createDiagnostic(
      {
        code,
        message,
        hint,
        at: at
          ? {
              file: ctx.file,
              line: at.line,
              column: at.column,
              ...(at.endLine !== undefined && at.endColumn !== undefined
                ? { endLine: at.endLine, endColumn: at.endColumn }
                : {}),
            }
          : { file: ctx.file, line: 1, column: 1 },
      },
      mdxCodes[code].severity,
    ),
  );
}

/** The context of the file being compiled; plugins are only ever run by `compileModule`, which sets it. */
export function contextOf(file: { data: { quire?: FileContext } }): FileContext {
  const ctx = file.data.quire;
  if (!ctx)
    throw new Error('@quire/mdx plugins need file.data.quire (run them through compileModule)');
  return ctx;
}
