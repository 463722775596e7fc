import type { Diagnostic } from '@quire/diagnostics';
import { VFile } from 'vfile';
import { readFrontmatter } from '../read-frontmatter.js';
import { staticModuleCode } from '../runtime/static-content.js';
import { shieldSource } from '../shield-source.js';
import type { ModuleRecord } from '../types.js';
import type { MarkupProcessors } from './create-processors.js';
import { report, type FileContext } from './file-context.js';
import type { ModuleEnvironment } from './module-environment.js';
import { describeParseError } from '../parse/describe-parse-error.js';

/** Compiles one `.mdx` or `.md` file to a module record (code, frontmatter, headings, imports, diagnostics). */
export async function compileMarkupModule(
  file: string,
  source: string,
  kind: 'mdx' | 'md',
  hash: string,
  env: ModuleEnvironment,
  processors: MarkupProcessors,
): Promise<ModuleRecord> {
  const front = readFrontmatter(source, file);
  const text = shieldSource(front.body);
  const ctx: FileContext = {
    file,
    kind,
    source: text,
    variables: env.variables,
    knownComponents: env.knownComponents,
    highlighter: env.highlighter,
    diagnostics: [...front.diagnostics],
    headings: [],
    snippetHeadings: [],
    defaultImports: new Map(),
    imports: [],
    components: new Set(),
    declared: new Set(),
    exports: new Set(['default']),
    freeNames: new Set(),
    observeTree: env.onParse
      ? (tree) => env.onParse?.({ file, kind, source, text, tree })
      : undefined,
  };
  const vfile = new VFile({ path: file, value: ctx.source, data: { quire: ctx } });
  let code: string | undefined;
  try {
    code = String((await processors[kind].process(vfile)).value);
    if (ctx.staticContent) code = staticModuleCode(ctx.staticContent);
  } catch (error) {
    reportCompileError(ctx, error);
  }
  for (const message of vfile.messages) {
    if (message.source === 'rehype-katex') {
      const cause =
        message.cause instanceof Error
          ? message.cause.message.replace(/^KaTeX parse error: /, '')
          : message.reason;
      report(
        ctx,
        'mdx/math-error',
        `KaTeX could not render this math: ${cause}`,
        'Check the LaTeX, or escape a dollar sign that is not math as \\$.',
        message.place && 'line' in message.place ? message.place : message.place?.start,
      );
    }
  }
  return {
    file,
    kind,
    hash,
    code,
    frontmatter: front.data,
    headings: ctx.headings,
    snippetHeadings: ctx.snippetHeadings,
    imports: ctx.imports,
    exports: [...ctx.exports],
    components: [...ctx.components].sort(),
    diagnostics: sortByPlace(ctx.diagnostics),
  };
}

function reportCompileError(ctx: FileContext, error: unknown): void {
  const found = describeParseError(error, ctx.source, ctx.kind === 'md' ? 'md' : 'mdx');
  report(
    ctx,
    'mdx/compile-error',
    `Could not compile ${ctx.kind === 'mdx' ? 'MDX' : 'Markdown'}: ${found.message}`,
    found.hint,
    found.at,
  );
}

function sortByPlace(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}
