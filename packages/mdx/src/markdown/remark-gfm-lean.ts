import remarkGfm, { type Options } from 'remark-gfm';
import type { Processor } from 'unified';
import type { Node, Parent } from 'unist';

/**
 * What a text must contain for GFM's autolink-literal transform to find anything in it: each of its patterns
 * starts with `http://`/`https://` or `www.` (any case), or has an `@` (e-mail, `mailto:`, `xmpp:`).
 */
const AUTOLINK_LITERAL_CANDIDATE = /:\/\/|www\.|@/i;

/** What `mdast-util-from-markdown` takes of an extension here: its handlers and its transforms of the finished tree. */
interface FromMarkdownExtension {
  readonly enter?: Record<string, unknown>;
  readonly transforms?: readonly ((tree: Node) => Node | undefined | void)[];
}

/** Whether some text node of the tree could hold an autolink literal (a plain walk that stops at the first). */
export function mayHaveAutolinkLiterals(tree: Node): boolean {
  const stack: Node[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (
      node.type === 'text' &&
      AUTOLINK_LITERAL_CANDIDATE.test((node as { value?: string }).value ?? '')
    )
      return true;
    const children = (node as Partial<Parent>).children;
    if (Array.isArray(children)) for (const child of children) stack.push(child);
  }
  return false;
}

/**
 * `remark-gfm`, whose autolink-literal transform runs only on a tree that could hold one. The transform walks
 * every text node with four regular expressions (through `mdast-util-find-and-replace`, which keeps each
 * node's ancestors): about 3 % of a cold build's CPU, on pages most of which have no bare URL or e-mail
 * address outside links. The transform itself is GFM's own, so that a tree it runs on comes out the same.
 */
export function remarkGfmLean(this: Processor, options?: Options): void {
  (remarkGfm as (this: Processor, options?: Options) => void).call(this, options);
  const added = (this.data() as { fromMarkdownExtensions?: unknown[] }).fromMarkdownExtensions?.at(
    -1,
  );
  if (!Array.isArray(added)) return;
  const extensions = added as FromMarkdownExtension[];
  extensions.forEach((extension, i) => {
    if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms)
      return;
    const guarded = extension.transforms.map(
      (transform) => (tree: Node) => (mayHaveAutolinkLiterals(tree) ? transform(tree) : undefined),
    );
    extensions[i] = { ...extension, transforms: guarded };
  });
}
