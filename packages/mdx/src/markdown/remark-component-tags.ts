import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkTree } from '../remark/walk-tree.js';
import { contextOf } from '../compile/file-context.js';

/** Prefix that keeps a component tag away from the HTML parser's rules for elements of the same name (`<frame>`). */
export const COMPONENT_TAG_PREFIX = 'quire-component-';

/** `<Card title="x" />`: a capitalised tag written self-closed, as in MDX. */
const SELF_CLOSED = /<([A-Z][\w.]*)((?:\s(?:[^<>"']|"[^"]*"|'[^']*')*?)?)\s*\/>/g;
const TAG = /<(\/?)([A-Z][\w.]*)(?=[\s/>])/g;

/**
 * In `.md` files raw HTML goes through an HTML parser, which lowercases names, ignores `/>` on non-void
 * elements and drops some elements outside their context (`<frame>`). Tags of known components are renamed to
 * a custom-element name and self-closed ones are written as a pair, so that `rehypeComponentCase` can turn
 * them back into components. Other capitalised tags stay HTML.
 */
export function remarkComponentTags() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const known = (name: string) =>
      ctx.knownComponents.has(name) || ctx.knownComponents.has(name.split('.')[0] ?? name);
    walkTree(tree, 'html', (node) => {
      if (!/<\/?[A-Z]/.test(node.value)) return;
      node.value = node.value
        .replace(SELF_CLOSED, (tag: string, name: string, attrs: string) =>
          known(name) ? `<${name}${attrs}></${name}>` : tag,
        )
        .replace(TAG, (tag: string, slash: string, name: string) =>
          known(name) ? `<${slash}${COMPONENT_TAG_PREFIX}${name}` : tag,
        );
    });
  };
}
