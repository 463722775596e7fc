import { createDiagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import { contentHash } from '../content-hash.js';
import type { ModuleKind, ModuleRecord } from '../types.js';
import type { CompileCache } from './compile-cache.js';
import { compileMarkupModule } from './compile-markup-module.js';
import { compileScriptModule } from './compile-script-module.js';
import type { MarkupProcessors } from './create-processors.js';
import type { ModuleEnvironment } from './module-environment.js';

/** Bump when the compiled output changes shape, so that caches kept on disk are not reused. */
const COMPILER_VERSION = 'quire-mdx-2';

export interface ModuleCompiler {
  readonly env: ModuleEnvironment;
  readonly processors: MarkupProcessors;
  /** Hash of everything in `env` that changes the output. */
  readonly fingerprint: string;
}

/** One file → its module record, from the cache when the file and the environment are unchanged. */
export async function compileModule(
  compiler: ModuleCompiler,
  file: string,
  source: string,
  kind: ModuleKind,
  cache: CompileCache | undefined,
): Promise<ModuleRecord> {
  const hash = contentHash(COMPILER_VERSION, compiler.fingerprint, kind, file, source);
  const cached = cache?.get(hash);
  if (cached) return cached;
  const record = kind === 'jsx'
    ? compileScriptModule(file, source, hash, compiler.env)
    : await compileMarkupModule(file, source, kind, hash, compiler.env, compiler.processors);
  const checked = checkGeneratedCode(record);
  cache?.set(checked);
  return checked;
}

/** Parses the generated function body once, so that a problem shows as a diagnostic now rather than at render. */
function checkGeneratedCode(record: ModuleRecord): ModuleRecord {
  if (record.code === undefined) return record;
  try {
    new Function(record.code);
    return record;
  } catch (error) {
    const diagnostic = createDiagnostic({
      code: 'mdx/compile-error',
      message: `Could not compile: the generated JavaScript is invalid (${(error as Error).message}).`,
      hint: 'Check the JavaScript expressions and exports of this file.',
      at: { file: record.file, line: 1, column: 1 },
    }, mdxCodes['mdx/compile-error'].severity);
    return { ...record, code: undefined, diagnostics: [...record.diagnostics, diagnostic] };
  }
}
