import { toChildArray, type ComponentChildren, type VNode } from 'preact';
import { childrenText } from '../text/children-text.js';

export type TreeNode =
  | { readonly kind: 'file'; readonly name: string }
  | { readonly kind: 'folder'; readonly name: string; readonly children: readonly TreeNode[] };

type Props = { children?: ComponentChildren };

function isTag(child: unknown, tag: string): child is VNode<Props> {
  return typeof child === 'object' && child !== null && (child as VNode).type === tag;
}

function listItems(list: VNode<Props>): TreeNode[] {
  return toChildArray(list.props.children)
    .filter((c): c is VNode<Props> => isTag(c, 'li'))
    .map((li) => {
      const parts = toChildArray(li.props.children);
      const nested = parts.find((p): p is VNode<Props> => isTag(p, 'ul') || isTag(p, 'ol'));
      const label = childrenText(parts.filter((p) => p !== nested)).trim();
      const name = label.replace(/\/$/, '');
      if (nested) return { kind: 'folder', name, children: listItems(nested) };
      return label.endsWith('/') ? { kind: 'folder', name, children: [] } : { kind: 'file', name };
    });
}

/** A Markdown list given as a tree's children (`<FileTree>` with `- docs/` items), or undefined. */
export function markdownListToTree(children: ComponentChildren): TreeNode[] | undefined {
  const list = toChildArray(children).find((c): c is VNode<Props> => isTag(c, 'ul'));
  return list ? listItems(list) : undefined;
}
