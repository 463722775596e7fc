import { Component, h, type ComponentChildren } from 'preact';
import { TRACE_PLACE, TRACE_TRANSPARENT, type TracePlace } from './render-trace.js';
import { PLACE_PROP } from './runtime-keys.js';

/** Something page code threw while the page rendered, with its place in the module's file. */
export interface PageCodeProblem {
  readonly kind: 'expression' | 'component';
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The expression's text, or the component's name. */
  readonly what: string;
  /** The component that threw, when it is one that the placed component renders (not the component itself). */
  readonly inner?: string;
  /** What was thrown (an error's name and message). */
  readonly thrown: string;
}

export type ReportProblem = (problem: PageCodeProblem) => void;
export type JsxFactory = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;
type FunctionComponent = (props: unknown, context?: unknown) => ComponentChildren;

function describeThrown(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    return 'a value that cannot be shown';
  }
}

/** The guard a module's `{expressions}` are evaluated with: what one throws renders nothing and is reported. */
export function expressionGuard(file: string, report: ReportProblem) {
  return (evaluate: () => unknown, line: number, column: number, what: string): unknown => {
    try {
      return evaluate();
    } catch (error) {
      report({ kind: 'expression', file, line, column, what, thrown: describeThrown(error) });
      return null;
    }
  };
}

/** What names a component in messages: its own name, or the name it has in the component map (built-ins). */
export type NameComponent = (type: unknown) => string | undefined;

interface PlacedBoundaryProps {
  readonly render: FunctionComponent;
  readonly props: Record<string, unknown>;
}

/**
 * Wraps a JSX factory: an element that carries its place (`__quirePlace`, added by the compiler to page-defined
 * components) renders its component inside an error boundary, which reports what the component or any
 * component it renders throws, at the element, and renders nothing in its place. `innermost` (a `RenderTrace`'s)
 * tells which component was rendering, to name it when it is not the element's own.
 */
export function placedJsx(
  factory: JsxFactory,
  file: string,
  report: ReportProblem,
  innermost: () => unknown = () => undefined,
  nameOf: NameComponent = () => undefined,
): JsxFactory {
  const boundaries = new Map<string, unknown>();
  const name = (type: unknown): string =>
    nameOf(type) ??
    (type as { displayName?: string }).displayName ??
    (type as { name?: string }).name ??
    'component';
  return (type, props, key) => {
    const place = props ? props[PLACE_PROP] : undefined;
    if (typeof place !== 'string') return factory(type, props, key);
    const { [PLACE_PROP]: _place, ...rest } = props;
    const render = type as FunctionComponent & { prototype?: { render?: unknown } };
    if (typeof type !== 'function' || typeof render.prototype?.render === 'function')
      return factory(type, rest, key);
    let boundary = boundaries.get(place);
    if (!boundary) {
      const [line = 0, column = 0] = place.split(':').map(Number);
      boundary = placedBoundary(
        { file, line, column },
        (error, inner) => {
          const nested = inner !== undefined && inner !== render ? { inner: name(inner) } : {};
          report({
            kind: 'component',
            file,
            line,
            column,
            what: name(render),
            ...nested,
            thrown: describeThrown(error),
          });
        },
        innermost,
      );
      boundaries.set(place, boundary);
    }
    return factory(boundary, { render, props: rest }, key);
  };
}

/** The boundary class of one placed element: renders `render(props)`, or nothing once something in it threw. */
function placedBoundary(
  place: TracePlace,
  onError: (error: unknown, inner: unknown) => void,
  innermost: () => unknown,
): unknown {
  class PlacedBoundary extends Component<PlacedBoundaryProps, { failed?: boolean }> {
    static [TRACE_TRANSPARENT] = true;
    static [TRACE_PLACE] = place;
    static override getDerivedStateFromError(): { failed: boolean } {
      return { failed: true };
    }
    override componentDidCatch(error: unknown): void {
      onError(error, innermost());
    }
    override render(): ComponentChildren {
      return this.state.failed ? null : h(this.props.render as never, this.props.props);
    }
  }
  return PlacedBoundary;
}
