import type { Heading as MdastHeading, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { walkTree } from '../remark/walk-tree.js';
import { contextOf } from '../compile/file-context.js';
import { SHIELDED_HEADING_ID, unshield } from '../shield-source.js';
import { createHeadingSlugger, type HeadingSlugger } from './slugify-heading.js';

/** Components whose label is an anchor and an entry of the table of contents. */
const TOC_COMPONENTS: Readonly<Record<string, { readonly prop: string; readonly depth: number }>> =
  {
    Update: { prop: 'label', depth: 2 },
  };

/**
 * Gives every Markdown heading an id (custom `{#id}` or `slugifyHeading` of its text, unique within the page),
 * gives `<Update label>` an `id`, and lists them in order as the page's headings; notes where an imported
 * snippet's headings go (a snippet used as a block, `<Intro />`).
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const slugger = createHeadingSlugger();
    walkTree(tree, (node) => {
      if (node.type === 'heading') {
        const { text, id } = headingId(node, slugger);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        ctx.headings.push({ depth: node.depth, text, id });
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const specifier =
          node.type === 'mdxJsxFlowElement' && node.name
            ? ctx.defaultImports.get(node.name)
            : undefined;
        if (specifier) ctx.snippetHeadings.push({ index: ctx.headings.length, specifier });
        const heading = componentHeading(node, slugger);
        if (heading) ctx.headings.push(heading);
      }
    });
  };
}

function headingId(node: MdastHeading, slugger: HeadingSlugger): { text: string; id: string } {
  let custom: string | undefined;
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') {
    const m = SHIELDED_HEADING_ID.exec(last.value);
    if (m) {
      custom = unshield(m[1] ?? '');
      last.value = last.value.slice(0, m.index);
      if (last.value === '') node.children.pop();
    }
  }
  const text = unshield(toString(node)).trim();
  return { text, id: slugger.slug(text, custom) };
}

function componentHeading(node: MdxJsxFlowElement | MdxJsxTextElement, slugger: HeadingSlugger) {
  const spec = node.name ? TOC_COMPONENTS[node.name] : undefined;
  if (!spec) return undefined;
  const label = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === spec.prop);
  if (!label || typeof label.value !== 'string') return undefined;
  const given = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  const customId = given && typeof given.value === 'string' ? given.value : undefined;
  const id = slugger.slug(label.value, customId);
  if (!given) node.attributes.push({ type: 'mdxJsxAttribute', name: 'id', value: id });
  return { depth: spec.depth, text: label.value, id };
}
