import { createDiagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import { contentHash } from '../content-hash.js';
import type { ModuleKind, ModuleRecord } from '../types.js';
import type { CompileCache } from './compile-cache.js';
import type * as MarkupCompiler from './compile-markup-module.js';
import type * as ScriptCompiler from './compile-script-module.js';
import type { MarkupProcessors } from './create-processors.js';
import type { ModuleEnvironment } from './module-environment.js';
import { isStaticModuleCode } from '../runtime/static-content.js';
import { findDeepNesting } from '../parse/find-deep-nesting.js';
import { nestingTooDeep } from './nesting-too-deep.js';

/** The largest page or snippet compiled, in characters (1 MiB): larger files are refused (`mdx/file-too-large`). */
export const MAX_FILE_CHARS = 1024 * 1024;

/** Bump when the compiled output changes shape, so that caches kept on disk are not reused. */
const COMPILER_VERSION = 'quire-mdx-3';

export interface ModuleCompiler {
  readonly env: ModuleEnvironment;
  /** The unified pipelines, created on the first file to compile (see `createMdxCompiler`). */
  readonly processors: () => Promise<MarkupProcessors>;
  /** Hash of everything in `env` that changes the output. */
  readonly fingerprint: string;
  /** Fingerprints of other compilers whose records this one can use as its own (see `createMdxCompiler`). */
  readonly readsFingerprints?: readonly string[];
}

/** A record of the cache for this file: compiled by this compiler, else by one whose records it reads. */
function cachedRecord(
  compiler: ModuleCompiler,
  cache: CompileCache | undefined,
  hash: string,
  key: readonly string[],
): ModuleRecord | undefined {
  if (!cache) return undefined;
  const own = cache.get(hash);
  if (own) return own;
  for (const fingerprint of compiler.readsFingerprints ?? []) {
    const other = cache.get(contentHash(COMPILER_VERSION, fingerprint, ...key));
    if (other) return other;
  }
  return undefined;
}

let compilers: Promise<typeof MarkupCompiler & typeof ScriptCompiler> | undefined;

/**
 * The compilers themselves (the MDX pipeline, acorn and what they import: about a tenth of a second to load),
 * loaded for the first file that is not in the cache: a warm build, which takes every page from its previous
 * output, never loads them.
 */
const loadCompilers = () =>
  (compilers ??= Promise.all([
    import('./compile-markup-module.js'),
    import('./compile-script-module.js'),
  ]).then(([markup, script]) => ({ ...markup, ...script })));

/** One file → its module record, from the cache when the file and the environment are unchanged. */
export async function compileModule(
  compiler: ModuleCompiler,
  file: string,
  source: string,
  kind: ModuleKind,
  cache: CompileCache | undefined,
): Promise<ModuleRecord> {
  const hash = contentHash(COMPILER_VERSION, compiler.fingerprint, kind, file, source);
  const cached = cachedRecord(compiler, cache, hash, [kind, file, source]);
  if (cached) return cached;
  if (source.length > MAX_FILE_CHARS) return tooLarge(file, kind, hash, source.length);
  const deep = findDeepNesting(source, kind);
  if (deep) return nestingTooDeep(file, kind, hash, deep);
  const { compileMarkupModule, compileScriptModule } = await loadCompilers();
  const record =
    kind === 'jsx'
      ? compileScriptModule(file, source, hash, compiler.env)
      : await compileMarkupModule(
          file,
          source,
          kind,
          hash,
          compiler.env,
          await compiler.processors(),
        );
  const checked = checkGeneratedCode(record);
  cache?.set(checked);
  return checked;
}

/** Parses the generated function body once, so that a problem shows as a diagnostic now rather than at render. */
function checkGeneratedCode(record: ModuleRecord): ModuleRecord {
  if (record.code === undefined || isStaticModuleCode(record.code)) return record;
  try {
    new Function(record.code);
    return record;
  } catch (error) {
    const diagnostic = createDiagnostic(
      {
        code: 'mdx/compile-error',
        message: `Could not compile: the generated JavaScript is invalid (${(error as Error).message}).`,
        hint: 'Check the JavaScript expressions and exports of this file.',
        at: { file: record.file, line: 1, column: 1 },
      },
      mdxCodes['mdx/compile-error'].severity,
    );
    return { ...record, code: undefined, diagnostics: [...record.diagnostics, diagnostic] };
  }
}

/** A file over the size limit: not compiled (its parse and transforms would take minutes), an error instead. */
function tooLarge(file: string, kind: ModuleKind, hash: string, length: number): ModuleRecord {
  const diagnostic = createDiagnostic(
    {
      code: 'mdx/file-too-large',
      message: `This file has ${length.toLocaleString('en-US')} characters; pages and snippets may have at most ${MAX_FILE_CHARS.toLocaleString('en-US')} (1 MiB), so it is not built.`,
      hint: 'Split it into several pages, or move generated data out of the page (an OpenAPI spec, a download linked from the page).',
      at: { file, line: 1, column: 1 },
    },
    mdxCodes['mdx/file-too-large'].severity,
  );
  return {
    file,
    kind,
    hash,
    code: undefined,
    frontmatter: {},
    headings: [],
    snippetHeadings: [],
    imports: [],
    exports: [],
    components: [],
    diagnostics: [diagnostic],
  };
}
