import type { ComponentChildren } from 'preact';
import type { AnyComponent } from './component-map.js';
import type { JsxFactory } from './page-code-guard.js';
import { PLACE_PROP } from './runtime-keys.js';

/** Which exported component an element's type is: the file of the module that exports it, and the export's name. */
export interface IslandOf {
  readonly file: string;
  readonly name: string;
}

/** The props of an island boundary: one element of a component exported by a page or snippet. */
export interface IslandBoundaryProps {
  readonly island: IslandOf;
  /** The element's props, without `children` and the compiler's place. */
  readonly props: Readonly<Record<string, unknown>>;
  /** The module whose JSX made the element, and where in it (`line:column`) when the compiler recorded it. */
  readonly from: string;
  readonly place: string | undefined;
  readonly children?: ComponentChildren;
  /** Which exported component a value is, if it is one (a component given as a prop). */
  readonly componentOf: (value: unknown) => IslandOf | undefined;
  /** The element itself, rendered with the given children (the server wraps MDX children in a slot). */
  readonly render: (children: ComponentChildren) => ComponentChildren;
}

/** Records every function a `jsx` or `mdx` module exports (but its content, `default`) as a possible island. */
export function registerExports(
  exports: Readonly<Record<string, unknown>>,
  file: string,
  out: Map<unknown, IslandOf>,
): void {
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'default' || typeof value !== 'function' || out.has(value)) continue;
    out.set(value, { file, name });
  }
}

/** Wraps a JSX factory: an element of an exported component renders through `boundary` (no boundary: unchanged). */
export function islandJsx(
  factory: JsxFactory,
  exported: ReadonlyMap<unknown, IslandOf>,
  from: string,
  boundary: AnyComponent | undefined,
): JsxFactory {
  if (!boundary) return factory;
  const componentOf = (value: unknown) => exported.get(value);
  return (type, props, key) => {
    const island = exported.get(type);
    if (!island) return factory(type, props, key);
    const { children, [PLACE_PROP]: place, ...rest } = props ?? {};
    const render = (kids: ComponentChildren) => {
      const { children: _omit, ...own } = props ?? {};
      return factory(
        type,
        kids === undefined ? own : { ...own, children: kids },
        key,
      ) as ComponentChildren;
    };
    return factory(
      boundary,
      {
        island,
        props: rest,
        from,
        place: typeof place === 'string' ? place : undefined,
        children,
        render,
        componentOf,
      },
      key,
    );
  };
}
