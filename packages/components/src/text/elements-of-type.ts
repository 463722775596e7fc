import { toChildArray, type ComponentChildren, type ComponentType, type VNode } from 'preact';

/** The property by which a component that renders a built-in for the page sandbox (an island keeping it as built) names it. */
export const WRAPPED_BUILTIN = 'quireBuiltin';

/** True when `child` is an element of component `type` (or of a wrapper of it, see `WRAPPED_BUILTIN`). */
export function isElementOf<P>(child: unknown, type: ComponentType<P>): child is VNode<P> {
  if (typeof child !== 'object' || child === null) return false;
  const own = (child as VNode).type as unknown;
  return (
    own === type ||
    (typeof own === 'function' &&
      (own as unknown as Record<string, unknown>)[WRAPPED_BUILTIN] === type)
  );
}

/** The direct children that are elements of component `type`, in order. */
export function elementsOfType<P>(children: ComponentChildren, type: ComponentType<P>): VNode<P>[] {
  return toChildArray(children).filter((c): c is VNode<P> & typeof c =>
    isElementOf(c, type),
  ) as unknown as VNode<P>[];
}
