import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walkTree } from '../remark/walk-tree.js';
import { contextOf } from '../compile/file-context.js';
import { COMPONENT_TAG_PREFIX } from './remark-component-tags.js';

const START_TAG = /^<[^\s/>]+((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)/;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;

/**
 * In `.md` files, HTML tags are lowercased by the HTML parser. Elements marked by `remarkComponentTags` as known
 * components get their component name back (`Note`, `Tree.Folder`), and their attributes the case written in the
 * file (`defaultOpen`), so that the components of MDX pages also work in plain Markdown pages.
 */
export function rehypeComponentCase() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const byLowerName = new Map<string, string>();
    for (const name of ctx.knownComponents) byLowerName.set(name.toLowerCase(), name);
    walkTree(tree, 'element', (node) => {
      if (!node.tagName.startsWith(COMPONENT_TAG_PREFIX)) return;
      const written = node.tagName.slice(COMPONENT_TAG_PREFIX.length);
      const [root, ...members] = written.split('.');
      const name =
        byLowerName.get(written) ??
        [
          byLowerName.get(root ?? '') ?? root,
          ...members.map((m) => m.charAt(0).toUpperCase() + m.slice(1)),
        ].join('.');
      node.tagName = name;
      ctx.components.add(name);
      restoreAttributeCase(node, ctx.source);
    });
  };
}

function restoreAttributeCase(node: Element, source: string): void {
  const offset = node.position?.start.offset;
  const tag =
    offset === undefined ? undefined : START_TAG.exec(source.slice(offset, offset + 2000));
  const written = new Map<string, string>();
  for (const m of (tag?.[1] ?? '').matchAll(ATTRIBUTE))
    if (m[1]) written.set(m[1].toLowerCase(), m[1]);
  const properties: Element['properties'] = {};
  for (const [key, value] of Object.entries(node.properties)) {
    const original = written.get(key.toLowerCase());
    properties[original && original !== key.toLowerCase() ? original : key] =
      value === '' ? true : value;
  }
  node.properties = properties;
}
