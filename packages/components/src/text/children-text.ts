import type { ComponentChildren, VNode } from 'preact';

/**
 * The plain text of a tree of children, as far as it can be read without rendering:
 * strings and numbers, and the children of elements and components.
 */
export function childrenText(children: ComponentChildren): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string') return children;
  if (typeof children === 'number' || typeof children === 'bigint') return String(children);
  if (Array.isArray(children))
    return children.map((c: ComponentChildren) => childrenText(c)).join('');
  const vnode = children as VNode<{ children?: ComponentChildren }>;
  if (vnode.props && typeof vnode.props === 'object') {
    const text = childrenText(vnode.props.children);
    const block =
      typeof vnode.type === 'string' && /^(p|li|pre|div|h[1-6]|tr|blockquote)$/.test(vnode.type);
    return block ? `${text}\n` : text;
  }
  return '';
}
