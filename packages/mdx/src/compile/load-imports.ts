import { createDiagnostic, didYouMean, type Diagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import type { ImportRecord, ModuleRecord } from '../types.js';
import type { CompileCache } from './compile-cache.js';
import { compileModule, type ModuleCompiler } from './compile-module.js';
import { LEGACY_SNIPPETS_FOLDER } from '../remark/remark-legacy-snippets.js';
import { moduleKindOf, resolveImport } from './resolve-import.js';

export interface LoadedImports {
  /** For each module, what each specifier is bound to (undefined when the import failed). */
  readonly bindings: Map<string, Map<string, string | undefined>>;
  readonly diagnostics: Diagnostic[];
}

/** How imported files are read: `readFile` (undefined when missing or refused), and why a refused one was. */
interface FileAccess {
  readonly readFile: (file: string) => string | undefined | Promise<string | undefined>;
  readonly leavesRoot?: ((file: string) => boolean) | undefined;
}

/** Resolves, reads and compiles the imports of the modules in `modules`, transitively; adds them to `modules`. */
export async function loadImports(
  compiler: ModuleCompiler,
  modules: Map<string, ModuleRecord>,
  files: FileAccess,
  cache: CompileCache | undefined,
): Promise<LoadedImports> {
  const bindings = new Map<string, Map<string, string | undefined>>();
  const diagnostics: Diagnostic[] = [];
  const queue = [...modules.values()];
  for (let m = queue.shift(); m; m = queue.shift()) {
    const bound = new Map<string, string | undefined>();
    bindings.set(m.file, bound);
    for (const imp of m.imports) {
      if (bound.has(imp.specifier)) continue;
      const problem = (code: keyof typeof mdxCodes, message: string, hint: string) =>
        diagnostics.push(
          createDiagnostic(
            { code, message, hint, at: { file: m.file, line: imp.line, column: imp.column } },
            mdxCodes[code].severity,
          ),
        );
      const target = await loadImport(compiler, m.file, imp, modules, files, cache, queue, problem);
      bound.set(imp.specifier, target);
      const record = target === undefined ? undefined : modules.get(target);
      if (record?.code !== undefined) checkExports(imp, record, problem);
    }
  }
  return { bindings, diagnostics };
}

function checkExports(
  imp: ImportRecord,
  target: ModuleRecord,
  problem: (code: 'mdx/import-missing-export', message: string, hint: string) => void,
): void {
  for (const name of imp.names) {
    if (name === '*' || target.exports.includes(name)) continue;
    if (
      name === 'default' &&
      target.kind !== 'jsx' &&
      imp.defaultName !== undefined &&
      target.exports.includes(imp.defaultName)
    )
      continue;
    const others = target.exports.filter((e) => e !== 'default');
    const what = name === 'default' ? 'no default export' : `no export named "${name}"`;
    const hint =
      name === 'default' && others.length > 0
        ? `Import it by name: import { ${others[0]} } from "${imp.specifier}".`
        : (didYouMean(name, target.exports) ??
          `Export "${name}" from ${target.file}, or import one of its exports.`);
    problem(
      'mdx/import-missing-export',
      `${target.file} has ${what}${others.length ? ` (it exports ${others.join(', ')})` : ''}.`,
      hint,
    );
  }
}

async function loadImport(
  compiler: ModuleCompiler,
  importer: string,
  imp: ImportRecord,
  modules: Map<string, ModuleRecord>,
  access: FileAccess,
  cache: CompileCache | undefined,
  queue: ModuleRecord[],
  problem: (code: keyof typeof mdxCodes, message: string, hint: string) => void,
): Promise<string | undefined> {
  const legacy = imp.specifier.startsWith(`/${LEGACY_SNIPPETS_FOLDER}/`);
  const resolved = resolveImport(imp.specifier, importer);
  if (resolved.kind === 'outside-root') {
    problem(
      'mdx/import-outside-root',
      `The import "${imp.specifier}" points outside the docs root.`,
      'Move the file into the docs folder (for example under snippets/) and import it from there.',
    );
    return undefined;
  }
  if (resolved.kind === 'unsupported') {
    problem(
      'mdx/import-unsupported',
      `Cannot import "${imp.specifier}": ${resolved.reason}.`,
      'Import .mdx, .md, .jsx or .js files of the docs repository, by a path starting with /, ./ or ../.',
    );
    return undefined;
  }
  // `<Snippet file>` looks in `_snippets/`, then in `snippets/`.
  const files = legacy
    ? [...resolved.files, ...resolved.files.map((f) => f.replace(/^_snippets\//, 'snippets/'))]
    : resolved.files;
  for (const candidate of files) {
    if (modules.has(candidate)) return candidate;
    const source = await access.readFile(candidate);
    if (source === undefined) continue;
    const record = await compileModule(
      compiler,
      candidate,
      source,
      moduleKindOf(candidate) ?? 'mdx',
      cache,
    );
    modules.set(candidate, record);
    queue.push(record);
    return candidate;
  }
  const escaping = files.find((f) => access.leavesRoot?.(f));
  if (escaping !== undefined) {
    problem(
      'mdx/import-outside-root',
      `The import "${imp.specifier}" names ${escaping}, a symbolic link to a file outside the docs root; the page renders without it.`,
      'Copy the file into the docs folder (for example under snippets/) instead of linking to it.',
    );
    return undefined;
  }
  problem(
    'mdx/import-not-found',
    `The import "${imp.specifier}" names ${resolved.files[0] ?? imp.specifier}, which does not exist; the page renders without it.`,
    'Check the path: "/" starts at the docs root, "./" and "../" at the importing file.',
  );
  return undefined;
}
