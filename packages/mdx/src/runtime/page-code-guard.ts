import type { ComponentChildren } from 'preact';
import { PLACE_PROP } from './runtime-keys.js';

/** Something page code threw while the page rendered, with its place in the module's file. */
export interface PageCodeProblem {
  readonly kind: 'expression' | 'component';
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The expression's text, or the component's name. */
  readonly what: string;
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

/**
 * Wraps a JSX factory: an element that carries its place (`__quirePlace`, added by the compiler to page-defined
 * components) renders its component through a wrapper that reports what the component throws, at the element.
 */
export function placedJsx(factory: JsxFactory, file: string, report: ReportProblem): JsxFactory {
  const wrappers = new Map<string, FunctionComponent>();
  return (type, props, key) => {
    const place = props ? props[PLACE_PROP] : undefined;
    if (typeof place !== 'string') return factory(type, props, key);
    const { [PLACE_PROP]: _place, ...rest } = props;
    const render = type as FunctionComponent & { prototype?: { render?: unknown } };
    if (typeof type !== 'function' || typeof render.prototype?.render === 'function') return factory(type, rest, key);
    let wrapper = wrappers.get(place);
    if (!wrapper) {
      const [line = 0, column = 0] = place.split(':').map(Number);
      const name = (type as { displayName?: string; name?: string }).displayName ?? type.name ?? 'component';
      wrapper = (p, context) => {
        try {
          return render(p, context);
        } catch (error) {
          report({ kind: 'component', file, line, column, what: name, thrown: describeThrown(error) });
          return null;
        }
      };
      wrappers.set(place, wrapper);
    }
    return factory(wrapper, rest, key);
  };
}
