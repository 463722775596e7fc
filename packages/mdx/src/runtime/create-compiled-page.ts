import type { VNode } from 'preact';
import type { Heading, ModuleRecord } from '../types.js';
import type { ComponentMap } from './component-map.js';
import { evaluatePage, type ImportBindings } from './evaluate-page.js';

export type { ImportBindings } from './evaluate-page.js';

/** A compiled page: plain data (its modules' code), evaluated in the page sandbox of `@quire/components`. */
export interface CompiledPage {
  readonly file: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly headings: readonly Heading[];
  /** The page's module and every module it imports, by file. */
  readonly modules: ReadonlyMap<string, ModuleRecord>;
  /** For each module, what each of its import specifiers is bound to. */
  readonly bindings: ImportBindings;
  /**
   * The page's content as a Preact element, evaluated in this realm. Page code then reaches everything this realm
   * reaches: use it only for trusted pages (tests of components); builds evaluate pages in the page sandbox.
   */
  renderPage(components: ComponentMap, props?: Readonly<Record<string, unknown>>): VNode;
}

export function createCompiledPage(
  file: string,
  modules: ReadonlyMap<string, ModuleRecord>,
  bindings: ImportBindings,
  headings: readonly Heading[],
): CompiledPage {
  return {
    file,
    frontmatter: modules.get(file)?.frontmatter ?? {},
    headings,
    modules,
    bindings,
    renderPage: (components, props = {}) =>
      evaluatePage(file, modules, bindings, components, props),
  };
}
