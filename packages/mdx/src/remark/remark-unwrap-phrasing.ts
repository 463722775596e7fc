import type { PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import { walkTree } from './walk-tree.js';

/** HTML elements that hold phrasing content only: a `<p>` inside one is not valid HTML. */
const PHRASING_ONLY = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'label',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'code',
  'button',
  'dt',
  'summary',
  'caption',
  'figcaption',
  'legend',
]);

/**
 * MDX wraps the text of an element written over several lines in a paragraph:
 * `<h3 className="x">\n  Title\n</h3>` becomes `<h3><p>Title</p></h3>`. In an element that holds
 * phrasing content only, that paragraph is unwrapped: a `<p>` in a `<p>` or a heading is invalid HTML,
 * which the browser's parser splits into empty paragraphs around the text (extra space, lost classes).
 */
export function remarkUnwrapPhrasing() {
  return (tree: Root): void => {
    walkTree(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (!node.name || !PHRASING_ONLY.has(node.name)) return;
      const children: PhrasingContent[] = [];
      for (const [i, child] of node.children.entries()) {
        if (child.type !== 'paragraph') return;
        if (i > 0) children.push({ type: 'text', value: '\n' });
        children.push(...child.children);
      }
      (node as unknown as { children: PhrasingContent[] }).children = children;
    });
  };
}
