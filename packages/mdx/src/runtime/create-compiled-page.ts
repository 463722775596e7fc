import { h, type VNode } from 'preact';
import * as hooks from 'preact/hooks';
import { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
import { COMPONENTS_KEY } from '../compile/compile-script-module.js';
import { IMPORTS_KEY } from '../compile/rewrite-imports.js';
import type { Heading, ModuleRecord } from '../types.js';
import { completeComponentMap, type AnyComponent, type ComponentMap } from './component-map.js';
import { GLOBALS_KEY } from './runtime-globals.js';

/** A compiled page, ready to render with a components map. */
export interface CompiledPage {
  readonly file: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly headings: readonly Heading[];
  /** The page's module and every module it imports, by file. */
  readonly modules: ReadonlyMap<string, ModuleRecord>;
  /** The page's content as a Preact element; unknown and missing components render their children. */
  renderPage(components: ComponentMap, props?: Readonly<Record<string, unknown>>): VNode;
}

/** For each module, what each import specifier is bound to (a file of `modules`, or nothing when it failed). */
export type ImportBindings = ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;

type ModuleExports = Record<string, unknown>;
const Empty = () => null;
const EMPTY_MODULE: ModuleExports = new Proxy({}, { get: (_t, key) => (key === 'then' ? undefined : Empty) });
const GLOBALS = { ...hooks, React: { ...hooks, Fragment, createElement: h } };

/** A module whose missing exports render nothing (a missing export is reported when compiling). */
function withDefaults(exports: ModuleExports): ModuleExports {
  return new Proxy(exports, { get: (target, key) => (key in target || key === 'then' ? target[key as string] : Empty) });
}

export function createCompiledPage(
  file: string,
  modules: ReadonlyMap<string, ModuleRecord>,
  bindings: ImportBindings,
  headings: readonly Heading[],
): CompiledPage {
  const record = modules.get(file);
  const functions = new Map<string, (runtime: unknown) => ModuleExports>();
  const functionOf = (f: string) => {
    let fn = functions.get(f);
    const code = modules.get(f)?.code;
    if (!fn && code !== undefined) {
      fn = new Function(code) as (runtime: unknown) => ModuleExports;
      functions.set(f, fn);
    }
    return fn;
  };
  const used = new Set([...modules.values()].flatMap((m) => m.components));
  return {
    file,
    frontmatter: record?.frontmatter ?? {},
    headings,
    modules,
    renderPage(components, props = {}) {
      const full = completeComponentMap(components, used);
      const instances = new Map<string, ModuleExports>();
      const evaluate = (f: string): ModuleExports => {
        const done = instances.get(f);
        if (done) return done;
        const fn = functionOf(f);
        if (!fn) return EMPTY_MODULE;
        instances.set(f, EMPTY_MODULE);
        const imports: Record<string, ModuleExports> = {};
        for (const [specifier, target] of bindings.get(f) ?? []) imports[specifier] = target ? withDefaults(evaluate(target)) : EMPTY_MODULE;
        const exports = fn({
          Fragment, jsx, jsxs, useMDXComponents: () => full,
          [IMPORTS_KEY]: imports, [GLOBALS_KEY]: GLOBALS, [COMPONENTS_KEY]: full,
        });
        instances.set(f, exports);
        return exports;
      };
      const content = evaluate(file).default as AnyComponent | undefined;
      return h(content ?? Empty, { ...props });
    },
  };
}
