import { createHash } from 'node:crypto';
import type { IslandTargets } from '@quire/components';
import { resolveImport, type CompiledPage } from '@quire/mdx';

/** A module's browser asset: its code, and the code of every module it imports, as one ES module named by content hash. */
export interface IslandAsset {
  /** Site path (`_quire/assets/island.<hash>.js`). */
  readonly path: string;
  readonly contents: string;
}

/** What a page's modules give its islands: a target per module that exports components, and the assets they name. */
export interface PageIslands {
  readonly targets: IslandTargets;
  readonly assets: ReadonlyMap<string, IslandAsset>;
}

type Modules = CompiledPage['modules'];
type Bindings = CompiledPage['bindings'];

/** The module and every module it imports, transitively, in the order first reached. */
function closureOf(file: string, bindings: Bindings): string[] {
  const seen = new Set<string>([file]);
  for (const f of seen)
    for (const target of bindings.get(f)?.values() ?? [])
      if (target !== undefined) seen.add(target);
  return [...seen];
}

/** Why the modules cannot run in the browser: one that did not compile, or an import of something that is not a docs file. */
function problemOf(
  files: readonly string[],
  modules: Modules,
  bindings: Bindings,
): string | undefined {
  for (const file of files) {
    if (modules.get(file)?.code === undefined) return `${file} did not compile`;
    for (const [specifier, target] of bindings.get(file) ?? []) {
      if (target === undefined && resolveImport(specifier, file).kind !== 'candidates')
        return `${file} imports "${specifier}", which is not a file of the docs`;
    }
  }
  return undefined;
}

/** The asset's text: an ES module whose default export is the program (modules as functions, no `eval` in the browser). */
function assetText(
  entry: string,
  files: readonly string[],
  modules: Modules,
  bindings: Bindings,
): string {
  const list = files.map((file) => {
    const m = modules.get(file);
    return `{file:${JSON.stringify(file)},kind:${JSON.stringify(m?.kind)},components:${JSON.stringify(m?.components ?? [])},code:function(){\n${m?.code ?? ''}\n}}`;
  });
  const bound = files.map((file) => [
    file,
    [...(bindings.get(file) ?? [])].map(([s, t]) => [s, t ?? null]),
  ]);
  return `export default {entry:${JSON.stringify(entry)},modules:[${list.join(',\n')}],bindings:${JSON.stringify(bound)}};\n`;
}

/**
 * The island targets of a compiled page: every `jsx` and `mdx` module with exports besides its content gets an
 * asset (shared by every page that uses it: its name is the hash of its text), or the reason it cannot have one.
 */
export function pageIslands(page: CompiledPage): PageIslands {
  const targets: Record<string, { url: string } | { problem: string }> = {};
  const assets = new Map<string, IslandAsset>();
  for (const m of page.modules.values()) {
    if (m.kind === 'md' || !m.exports.some((e) => e !== 'default')) continue;
    const files = closureOf(m.file, page.bindings);
    const problem = problemOf(files, page.modules, page.bindings);
    if (problem !== undefined) {
      targets[m.file] = { problem };
      continue;
    }
    const contents = assetText(m.file, files, page.modules, page.bindings);
    const path = `_quire/assets/island.${createHash('sha256').update(contents).digest('hex').slice(0, 12)}.js`;
    targets[m.file] = { url: `/${path}` };
    assets.set(`/${path}`, { path, contents });
  }
  return { targets, assets };
}

/**
 * The assets the rendered HTML names, as an island's code or in its props (a component given as a prop); a module
 * whose components were not used, or stayed static, ships nothing.
 */
export function usedIslandAssets(islands: PageIslands, html: string): IslandAsset[] {
  return [...islands.assets].filter(([url]) => html.includes(url)).map(([, asset]) => asset);
}
