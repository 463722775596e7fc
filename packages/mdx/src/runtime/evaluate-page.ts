import { h, type VNode } from 'preact';
import * as hooks from 'preact/hooks';
import { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
import { completeComponentMap, type AnyComponent, type ComponentMap } from './component-map.js';
import { GLOBALS_KEY } from './runtime-globals.js';
import { COMPONENTS_KEY, IMPORTS_KEY } from './runtime-keys.js';

/** What evaluating a module needs of it: its function body (undefined when it did not compile) and the components it names. */
export interface RunnableModule {
  readonly code: string | undefined;
  readonly components: readonly string[];
}

/** For each module, what each import specifier is bound to (a file of `modules`, or nothing when it failed). */
export type ImportBindings = ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;

type ModuleExports = Record<string, unknown>;
type ModuleFunction = (runtime: unknown) => ModuleExports;
const Empty = () => null;
const EMPTY_MODULE: ModuleExports = new Proxy({}, { get: (_t, key) => (key === 'then' ? undefined : Empty) });
const GLOBALS = { ...hooks, React: { ...hooks, Fragment, createElement: h } };

/** A module whose missing exports render nothing (a missing export is reported when compiling). */
function withDefaults(exports: ModuleExports): ModuleExports {
  return new Proxy(exports, { get: (target, key) => (key in target || key === 'then' ? target[key as string] : Empty) });
}

/**
 * Evaluates a page's module and the modules it imports (each once, with `Function` of the realm this code runs in)
 * and returns the page's content as a Preact element. Unknown and missing components render their children.
 */
export function evaluatePage(
  file: string,
  modules: ReadonlyMap<string, RunnableModule>,
  bindings: ImportBindings,
  components: ComponentMap,
  props: Readonly<Record<string, unknown>> = {},
): VNode {
  const full = completeComponentMap(components, [...modules.values()].flatMap((m) => m.components));
  const instances = new Map<string, ModuleExports>();
  const evaluate = (f: string): ModuleExports => {
    const done = instances.get(f);
    if (done) return done;
    const code = modules.get(f)?.code;
    if (code === undefined) return EMPTY_MODULE;
    const fn = new Function(code) as ModuleFunction;
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
}
