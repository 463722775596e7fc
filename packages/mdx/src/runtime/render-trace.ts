import { Fragment, options, type VNode } from 'preact';

type VNodeHook = (vnode: VNode) => void;
/** Preact's option hooks that preact-render-to-string calls around each element, by their published names. */
interface RenderOptions {
  __b?: VNodeHook;
  diffed?: VNodeHook;
  errorBoundaries?: boolean;
}
/** An element's parent while it renders (Preact's published name for it). */
type Parented = VNode & { __?: Parented | null };

/** Follows the component being rendered, so that what a component nested in another one throws can be named. */
export interface RenderTrace {
  /** The innermost component whose rendering has begun and not ended (what was rendering when something threw). */
  innermost(): unknown;
  /** Where the innermost placed element around what is rendering is written (for problems with no place of their own). */
  place(): TracePlace | undefined;
  /** Puts Preact's options back as they were. */
  stop(): void;
}

/** A static property that marks a component type the trace looks through (the boundary of a placed element). */
export const TRACE_TRANSPARENT = 'quireTraceTransparent';
/** A static property of a placed element's boundary: where the element is in the page's source. */
export const TRACE_PLACE = 'quireTracePlace';

/** Where a placed element is written: its module's file, line and column. */
export interface TracePlace {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

const transparent = (type: unknown): boolean =>
  typeof type !== 'function' ||
  type === Fragment ||
  (type as unknown as Record<string, unknown>)[TRACE_TRANSPARENT] === true;

/** The vnode itself or its nearest ancestor that is a component worth naming. */
function nameable(vnode: Parented | null | undefined): Parented | undefined {
  let at = vnode;
  while (at && transparent(at.type)) at = at.__;
  return at ?? undefined;
}

/**
 * Starts a trace for one server render: turns on error boundaries (which placed elements use, so that what a
 * component inside them throws is caught at the element in the page) and follows the rendering component.
 * Call `stop()` when the render is over.
 */
export function traceRendering(): RenderTrace {
  const preactOptions = options as unknown as RenderOptions;
  const { __b: before, diffed: after, errorBoundaries } = preactOptions;
  let current: Parented | undefined;
  preactOptions.errorBoundaries = true;
  preactOptions.__b = (vnode) => {
    if (typeof vnode.type === 'function') current = vnode;
    before?.(vnode);
  };
  preactOptions.diffed = (vnode) => {
    if (vnode === current) current = nameable((vnode as Parented).__);
    after?.(vnode);
  };
  return {
    innermost: () => nameable(current)?.type,
    place: () => {
      for (let at: Parented | null | undefined = current; at; at = at.__) {
        const place =
          typeof at.type === 'function'
            ? (at.type as unknown as Record<string, unknown>)[TRACE_PLACE]
            : undefined;
        if (place) return place as TracePlace;
      }
      return undefined;
    },
    stop: () => {
      preactOptions.__b = before;
      preactOptions.diffed = after;
      preactOptions.errorBoundaries = errorBoundaries;
    },
  };
}
