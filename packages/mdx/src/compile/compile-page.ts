import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import { createCompiledPage, type CompiledPage } from '../runtime/create-compiled-page.js';
import type { DependencyRecord, Heading, ModuleRecord } from '../types.js';
import type { CompileCache } from './compile-cache.js';
import { compileModule } from './compile-module.js';
import type { MdxCompiler } from './create-mdx-compiler.js';
import { findImportCycles } from './find-import-cycles.js';
import { loadImports } from './load-imports.js';
import { mergeSnippetHeadings } from './merge-snippet-headings.js';

export interface CompilePageOptions {
  readonly compiler: MdxCompiler;
  /** The page's path relative to the docs root, with forward slashes (`guides/intro.mdx`). */
  readonly file: string;
  readonly source: string;
  /** Reads another file of the docs repository by its root-relative path; undefined when it does not exist. */
  readonly readFile: (file: string) => string | undefined | Promise<string | undefined>;
  /** Whether a path that `readFile` refused is there but leads outside the docs root (a symbolic link). */
  readonly leavesRoot?: (file: string) => boolean;
  /** Shared by all pages of a build (and across rebuilds); unchanged files are not compiled again. */
  readonly cache?: CompileCache;
}

export interface CompilePageResult {
  /** Undefined when the page itself did not compile (its diagnostics say why). */
  readonly page: CompiledPage | undefined;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  /** The table of contents: the page's headings, with those of the snippets it uses as blocks in place. */
  readonly headings: readonly Heading[];
  /** Every file the page imports, directly or not, with the hash it was compiled at. */
  readonly dependencies: readonly DependencyRecord[];
  /** Problems of the page and of the files it imports. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Compiles one page (`.mdx` strictly, `.md` leniently) and the snippets it imports, and returns a page that
 * renders with a components map. Never throws on bad input: problems are diagnostics.
 */
export async function compilePage(options: CompilePageOptions): Promise<CompilePageResult> {
  const { compiler, file, source, cache } = options;
  const kind = /\.md$/i.test(file) ? 'md' : 'mdx';
  const record = await compileModule(compiler, file, source, kind, cache);
  const modules = new Map<string, ModuleRecord>([[file, record]]);
  const loaded = await loadImports(compiler, modules, options, cache);
  const cycles = findImportCycles(file, loaded.bindings);
  const diagnostics: Diagnostic[] = [];
  for (const m of modules.values()) diagnostics.push(...m.diagnostics);
  diagnostics.push(...loaded.diagnostics);
  for (const cycle of cycles) {
    const at = modules.get(cycle.importer)?.imports.find((i) => i.specifier === cycle.specifier);
    diagnostics.push(
      createDiagnostic(
        {
          code: 'mdx/import-cycle',
          message: `"${cycle.specifier}" imports ${cycle.importer} back (${cycle.path.join(' → ')}); this import renders nothing.`,
          hint: 'Move what both files need into a third snippet that imports neither.',
          at: { file: cycle.importer, line: at?.line ?? 1, column: at?.column ?? 1 },
        },
        mdxCodes['mdx/import-cycle'].severity,
      ),
    );
  }
  const dependencies = [...modules.values()]
    .filter((m) => m.file !== file)
    .map((m) => ({ file: m.file, hash: m.hash }));
  const headings = mergeSnippetHeadings(file, modules, loaded.bindings);
  return {
    page:
      record.code === undefined
        ? undefined
        : createCompiledPage(file, modules, loaded.bindings, headings),
    frontmatter: record.frontmatter,
    headings,
    dependencies,
    diagnostics,
  };
}
