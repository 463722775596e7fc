import { h, type VNode } from 'preact';
import * as hooks from 'preact/hooks';
import { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
import { completeComponentMap, type AnyComponent, type ComponentMap } from './component-map.js';
import type { ModuleKind } from '../types.js';
import { GLOBALS_KEY } from './runtime-globals.js';
import {
  expressionGuard,
  placedJsx,
  type JsxFactory,
  type ReportProblem,
} from './page-code-guard.js';
import { reactEventsJsx } from './react-events.js';
import { islandJsx, registerExports, type IslandOf } from './island-jsx.js';
import { STATIC_KEY, staticModule } from './static-content.js';
import { COMPONENTS_KEY, DEFAULT_PREFIX, GUARD_KEY, IMPORTS_KEY } from './runtime-keys.js';

/** What evaluating a module needs of it: its function body (undefined when it did not compile) and the components it names. */
export interface RunnableModule {
  /** `mdx` and `md` modules bind a default import to their export of the import's name when they have one. */
  readonly kind: ModuleKind;
  /** The module's function body, or the function itself (an island asset in the browser carries functions, not text). */
  readonly code: string | ModuleFunction | undefined;
  readonly components: readonly string[];
}

/** For each module, what each import specifier is bound to (a file of `modules`, or nothing when it failed). */
export type ImportBindings = ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;

export type ModuleExports = Record<string, unknown>;
export type ModuleFunction = (runtime: unknown) => ModuleExports;
const Empty = () => null;
const EMPTY_MODULE: ModuleExports = new Proxy(
  {},
  { get: (_t, key) => (key === 'then' ? undefined : Empty) },
);
const GLOBALS = { ...hooks, React: { ...hooks, Fragment, createElement: h } };

/**
 * A module as an importer sees it: missing exports render nothing (a missing export is reported when compiling),
 * and a default import (`default:<local name>`) of a Markdown module takes the export named like its local name
 * when there is one (`import data from "/snippets/data.mdx"` with `export const data`, as the reference resolves it).
 */
function withDefaults(exports: ModuleExports, kind: ModuleKind | undefined): ModuleExports {
  return new Proxy(exports, {
    get: (target, key) => {
      if (typeof key === 'string' && key.startsWith(DEFAULT_PREFIX)) {
        const local = key.slice(DEFAULT_PREFIX.length);
        key =
          kind !== 'jsx' && local !== 'default' && Object.hasOwn(target, local) ? local : 'default';
      }
      return key in target || key === 'then' ? target[key as string] : Empty;
    },
  });
}

/** What evaluating modules may add: a boundary that each element of a component exported by a page or snippet renders through. */
export interface EvaluateOptions {
  readonly report?: ReportProblem | undefined;
  /** Islands: elements of exported components of `jsx` and `mdx` modules render as this component (see `IslandBoundaryProps`). */
  readonly islandBoundary?: AnyComponent | undefined;
  /** React's `onChange` of text fields and sliders on the `input` event (in the browser; see `reactEventsJsx`). */
  readonly reactEvents?: boolean | undefined;
  /** The component being rendered deepest at the moment (see `traceRendering`), to name what a nested component threw. */
  readonly innermost?: (() => unknown) | undefined;
  /** The name of a component that is not in the component map as itself (a built-in the map holds wrapped). */
  readonly nameOf?: ((type: unknown) => string | undefined) | undefined;
}

/**
 * Evaluates modules on demand (each once, with `Function` of the realm this code runs in) and returns the
 * exports of one of them. Unknown and missing components render their children.
 */
export function createModuleEvaluator(
  modules: ReadonlyMap<string, RunnableModule>,
  bindings: ImportBindings,
  components: ComponentMap,
  options: EvaluateOptions = {},
): (file: string) => ModuleExports {
  const report = options.report ?? (() => {});
  const full = completeComponentMap(
    components,
    [...modules.values()].flatMap((m) => m.components),
  );
  let names: Map<unknown, string> | undefined;
  const nameOf = (type: unknown): string | undefined =>
    (names ??= new Map(Object.entries(full).map(([n, c]) => [c, n]))).get(type) ??
    options.nameOf?.(type);
  const instances = new Map<string, ModuleExports>();
  const exported = new Map<unknown, IslandOf>();
  const evaluate = (f: string): ModuleExports => {
    const done = instances.get(f);
    if (done) return done;
    const module = modules.get(f);
    const code = module?.code;
    if (code === undefined) return EMPTY_MODULE;
    const fn = typeof code === 'function' ? code : (new Function(code) as ModuleFunction);
    instances.set(f, EMPTY_MODULE);
    const imports: Record<string, ModuleExports> = {};
    for (const [specifier, target] of bindings.get(f) ?? [])
      imports[specifier] = target
        ? withDefaults(evaluate(target), modules.get(target)?.kind)
        : EMPTY_MODULE;
    const wrap = (factory: JsxFactory) => {
      const placed = islandJsx(
        placedJsx(factory, f, report, options.innermost, nameOf),
        exported,
        f,
        options.islandBoundary,
      );
      return options.reactEvents ? reactEventsJsx(placed) : placed;
    };
    const exports = fn({
      Fragment,
      jsx: wrap(jsx as never),
      jsxs: wrap(jsxs as never),
      useMDXComponents: () => full,
      [IMPORTS_KEY]: imports,
      [GLOBALS_KEY]: GLOBALS,
      [COMPONENTS_KEY]: full,
      [GUARD_KEY]: expressionGuard(f, report),
      [STATIC_KEY]: staticModule,
    });
    if (module?.kind !== 'md') registerExports(exports, f, exported);
    instances.set(f, exports);
    return exports;
  };
  return evaluate;
}

/**
 * Evaluates a page's module and the modules it imports and returns the page's content as a Preact element.
 * What an expression or a page-defined component throws while rendering goes to `report` (the expression or
 * the element renders nothing); anything else thrown ends the render. What a component nested in a page-defined
 * one throws is caught at the page-defined element when the render runs under `traceRendering()`, whose
 * `innermost` names the nested component.
 */
export function evaluatePage(
  file: string,
  modules: ReadonlyMap<string, RunnableModule>,
  bindings: ImportBindings,
  components: ComponentMap,
  props: Readonly<Record<string, unknown>> = {},
  report: ReportProblem = () => {},
  options: Omit<EvaluateOptions, 'report'> = {},
): VNode {
  const content = createModuleEvaluator(modules, bindings, components, { ...options, report })(file)
    .default as AnyComponent | undefined;
  return h(content ?? Empty, { ...props });
}
