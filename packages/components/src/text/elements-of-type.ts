import { toChildArray, type ComponentChildren, type ComponentType, type VNode } from 'preact';

/** True when `child` is an element of component `type`. */
export function isElementOf<P>(child: unknown, type: ComponentType<P>): child is VNode<P> {
  return typeof child === 'object' && child !== null && (child as VNode).type === (type as unknown);
}

/** The direct children that are elements of component `type`, in order. */
export function elementsOfType<P>(children: ComponentChildren, type: ComponentType<P>): VNode<P>[] {
  return toChildArray(children).filter((c): c is VNode<P> & typeof c => isElementOf(c, type)) as unknown as VNode<P>[];
}
