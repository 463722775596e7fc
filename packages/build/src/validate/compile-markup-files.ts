import { compilePage } from '@quire/mdx';
import type { BuildContext } from '../build-context.js';
import type { PageFindings } from './check-manifest.js';

/**
 * Compiles markup files that no page uses, each on its own, as the build would compile them for a page: their
 * problems and the files they import. Used by validate's page checker and by a build leaving its results to validate
 * (the build's compiler tokenizes code and validate's does not: the problems are the same, see `createMdxCompiler`).
 */
export async function compileMarkupFiles(
  ctx: Pick<BuildContext, 'compiler' | 'readFile' | 'cache'>,
  files: readonly string[],
): Promise<Map<string, PageFindings>> {
  const out = new Map<string, PageFindings>();
  for (const file of files) {
    const source = ctx.readFile(file);
    if (source === undefined) continue;
    const compiled = await compilePage({
      compiler: ctx.compiler,
      file,
      source,
      readFile: ctx.readFile,
      cache: ctx.cache,
    });
    const inputs = [file, ...compiled.dependencies.map((d) => d.file)];
    out.set(file, { diagnostics: compiled.diagnostics, inputs });
  }
  return out;
}
