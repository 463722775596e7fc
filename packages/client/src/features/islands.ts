// Loaded only by pages that have islands: the components that pages and snippets export, made live in the
// browser over the HTML the build rendered (their MDX children stay as rendered).
import { createModuleEvaluator, type ModuleExports, type ModuleFunction, type RunnableModule } from '@quire/mdx/runtime';
import { h, hydrate, type ComponentChildren } from 'preact';

/** What an island asset (`/_quire/assets/island.<hash>.js`) exports: a module, the modules it imports, and their bindings. */
interface IslandProgram {
  readonly entry: string;
  readonly modules: readonly (RunnableModule & { readonly file: string; readonly code: ModuleFunction })[];
  readonly bindings: readonly (readonly [string, readonly (readonly [string, string | null])[]])[];
}

/** One evaluation per asset and page: islands of the same module share its module state, as on a page of the reference. */
function exportsOf(program: IslandProgram): ModuleExports {
  const modules = new Map(program.modules.map((m) => [m.file, m]));
  const bindings = new Map(program.bindings.map(([file, list]) => [file, new Map(list.map(([s, t]) => [s, t ?? undefined]))]));
  // The browser's console is where a reader's page code reports what goes wrong, as on the reference.
  // eslint-disable-next-line no-console
  const report = (problem: { what: string; thrown: string }) => console.error(`Quire: ${problem.what} threw: ${problem.thrown}`);
  return createModuleEvaluator(modules, bindings, {}, { report })(program.entry);
}

/** The island's MDX children as the build rendered them: its first slot that is not another island's. */
function slotOf(island: Element): ComponentChildren {
  const slot = [...island.querySelectorAll('quire-slot')].find((s) => s.closest('quire-island') === island);
  if (!slot) return undefined;
  return h('quire-slot', { style: 'display:contents', dangerouslySetInnerHTML: { __html: slot.innerHTML } });
}

async function hydrateIsland(island: HTMLElement, load: (url: string) => Promise<ModuleExports>): Promise<void> {
  const url = island.dataset['island'] ?? '';
  const name = island.dataset['export'] ?? '';
  const component = (await load(url))[name];
  if (typeof component !== 'function') return;
  const props = JSON.parse(island.dataset['props'] ?? '{}') as Record<string, unknown>;
  const children = slotOf(island);
  hydrate(h(component as never, children === undefined ? props : { ...props, children }), island);
}

/** Hydrates every island in `root` (outer ones first: an inner island lives in its outer island's slot, which stays as rendered). */
export async function hydrateIslands(root: ParentNode): Promise<void> {
  const loaded = new Map<string, Promise<ModuleExports>>();
  const load = (url: string) => {
    let exports = loaded.get(url);
    if (!exports) {
      exports = (import(/* @vite-ignore */ url) as Promise<{ default: IslandProgram }>).then((m) => exportsOf(m.default));
      loaded.set(url, exports);
    }
    return exports;
  };
  const islands = [...root.querySelectorAll<HTMLElement>('quire-island[data-island]')];
  for (const island of islands) {
    try {
      await hydrateIsland(island, load);
    } catch (error) {
      // eslint-disable-next-line no-console
      console.error('Quire: a component of this page could not start in the browser.', error);
    }
  }
}
