// Loaded only by pages that have islands: the components that pages and snippets export, made live in the
// browser over the HTML the build rendered (their MDX children and the built-in components they render stay
// as built).
import {
  createModuleEvaluator,
  islandPropRefs,
  readIslandProps,
  staticKey,
  type ComponentMap,
  type ModuleFunction,
  type RunnableModule,
} from '@quire/mdx/runtime';
import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';
import { h, hydrate, type ComponentChildren } from 'preact';

/** What an island asset (`/_quire/assets/island.<hash>.js`) exports: a module, the modules it imports, and their bindings. */
interface IslandProgram {
  readonly entry: string;
  readonly modules: readonly (RunnableModule & {
    readonly file: string;
    readonly code: ModuleFunction;
  })[];
  readonly bindings: readonly (readonly [string, readonly (readonly [string, string | null])[]])[];
}

/** The island's own elements of a tag: not those of an island or a slot inside it. */
function ownElements(island: Element, tag: 'quire-slot' | 'quire-static'): Element[] {
  return [...island.querySelectorAll(tag)].filter(
    (el) => el.parentElement?.closest('quire-island, quire-slot, quire-static') === island,
  );
}

/** Markup kept as built, in place (Preact leaves it alone while it stays the same). */
const kept = (tag: string, html: string, key?: string) =>
  h(tag, {
    style: 'display:contents',
    ...(key === undefined ? {} : { 'data-key': key }),
    dangerouslySetInnerHTML: { __html: html },
  });

/** The built-in components the island rendered, each as the build rendered it for the same props. */
function keptBuiltins(island: Element): ComponentMap {
  const byKey = new Map<string, string>();
  for (const el of ownElements(island, 'quire-static')) {
    const key = el.getAttribute('data-key') ?? '';
    if (!byKey.has(key)) byKey.set(key, el.innerHTML);
  }
  const names = new Set([...byKey.keys()].map((k) => k.split('|')[0] ?? k));
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      (props: Record<string, unknown>) => {
        const key = staticKey(name, props);
        return kept('quire-static', byKey.get(key) ?? '', key);
      },
    ]),
  );
}

/** The island's MDX children as the build rendered them: its first slot. */
function slotOf(island: Element): ComponentChildren {
  const slot = ownElements(island, 'quire-slot')[0];
  return slot ? kept('quire-slot', slot.innerHTML) : undefined;
}

type Load = (url: string) => Promise<IslandProgram>;

/** An asset's modules, evaluated for one island (with the built-ins it rendered); an export of its entry module by name. */
function evaluateProgram(
  program: IslandProgram,
  components: ComponentMap,
): (name: string) => unknown {
  const modules = new Map(program.modules.map((m) => [m.file, m]));
  const bindings = new Map(
    program.bindings.map(([file, list]) => [
      file,
      new Map(list.map(([s, t]) => [s, t ?? undefined])),
    ]),
  );
  // The browser's console is where a reader's page code reports what goes wrong, as on the reference.
  const report = (problem: { what: string; thrown: string }) =>
    // eslint-disable-next-line no-console
    console.error(`Quire: ${problem.what} threw: ${problem.thrown}`);
  const evaluate = createModuleEvaluator(modules, bindings, components, {
    report,
    reactEvents: true,
  });
  return (name) => evaluate(program.entry)[name];
}

async function hydrateIsland(island: HTMLElement, load: Load): Promise<void> {
  const url = island.dataset['island'] ?? '';
  const json = island.dataset['props'] ?? '{}';
  const components = keptBuiltins(island);
  // The island's asset, and those of the components its props name.
  const exportsOf = new Map<string, (name: string) => unknown>();
  for (const asset of new Set([url, ...islandPropRefs(json)]))
    exportsOf.set(asset, evaluateProgram(await load(asset), components));
  const component = exportsOf.get(url)?.(island.dataset['export'] ?? '');
  if (typeof component !== 'function') return;
  const props = readIslandProps(json, (asset, name) => exportsOf.get(asset)?.(name));
  const children = slotOf(island);
  hydrate(h(component as never, children === undefined ? props : { ...props, children }), island);
}

/** Hydrates every island in `root` (outer ones first: an inner island lives in its outer island's slot, which stays as built). */
export async function hydrateIslands(root: ParentNode): Promise<void> {
  const loaded = new Map<string, Promise<IslandProgram>>();
  // Islands name their assets by site path; they are under the page's base path.
  const basePath = basePathOfPage((root as Node).ownerDocument ?? (root as Document));
  const load: Load = (url) => {
    let program = loaded.get(url);
    if (!program) {
      const src = underBasePath(basePath, url);
      program = (import(/* @vite-ignore */ src) as Promise<{ default: IslandProgram }>).then(
        (m) => m.default,
      );
      loaded.set(url, program);
    }
    return program;
  };
  for (const island of root.querySelectorAll<HTMLElement>('quire-island[data-island]')) {
    try {
      await hydrateIsland(island, load);
    } catch (error) {
      // eslint-disable-next-line no-console
      console.error('Quire: a component of this page could not start in the browser.', error);
    }
  }
}
