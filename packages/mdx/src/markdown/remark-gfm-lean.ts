import remarkGfm, { type Options } from 'remark-gfm';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node, Parent } from 'unist';

/**
 * What a text must contain for GFM's autolink-literal transform to find anything in it: each of its patterns
 * starts with `http://`/`https://` or `www.` (any case), or has an `@` (e-mail, `mailto:`, `xmpp:`).
 */
const AUTOLINK_LITERAL_CANDIDATE = /:\/\/|www\.|@/i;

/** What micromark takes of a syntax extension here: constructs by hook (`text`, `flow`, …) and character code. */
type SyntaxExtension = Record<string, Record<string, unknown> | undefined>;

/**
 * GFM's autolink-literal constructs, each with what a text must contain for it to match: an e-mail address has
 * an `@`, a `www.` link its `www.`, a URL its `http:` or `https:` (any case). The e-mail construct is tried at
 * the start of every word of every paragraph (a local part may start with any letter or digit).
 */
const LITERAL_AUTOLINKS: readonly (readonly [string, (doc: string) => boolean])[] = [
  ['emailAutolink', (doc) => doc.includes('@')],
  ['wwwAutolink', (doc) => /www\./i.test(doc)],
  ['protocolAutolink', (doc) => /https?:/i.test(doc)],
];

/** The syntax without the constructs named (a hook's list keeps its order; a code left with none is gone). */
function withoutConstructs(
  extension: SyntaxExtension,
  names: ReadonlySet<string>,
): SyntaxExtension {
  const out: SyntaxExtension = {};
  for (const [hook, byCode] of Object.entries(extension)) {
    if (!byCode) continue;
    const kept: Record<string, unknown> = {};
    for (const [code, constructs] of Object.entries(byCode)) {
      const list = [constructs]
        .flat()
        .filter((c) => !names.has((c as { name?: string } | null)?.name ?? ''));
      if (list.length > 0) kept[code] = Array.isArray(constructs) ? list : list[0];
    }
    out[hook] = kept;
  }
  return out;
}

/**
 * Parses each document with GFM's syntax less the autolink-literal constructs that cannot match in it (three
 * pages in four have no `@`). A construct that cannot match only fails where it is tried, so the tree is the
 * same; the e-mail construct's tries were a fifth of parsing a page.
 */
function parseWithoutUnmatchableAutolinks(processor: Processor): void {
  const extensions = (processor.data() as { micromarkExtensions?: SyntaxExtension[] })
    .micromarkExtensions;
  const parse = processor.parser;
  // GFM's syntax, just added by `remark-gfm`.
  const at = (extensions?.length ?? 0) - 1;
  const syntax = extensions?.[at];
  if (!extensions || !syntax || !parse) return;
  const variants = new Map<string, SyntaxExtension>();
  processor.parser = (doc, file) => {
    const absent = LITERAL_AUTOLINKS.filter(([, may]) => !may(doc)).map(([name]) => name);
    const key = absent.join(' ');
    let variant = variants.get(key);
    if (!variant) {
      variant = absent.length === 0 ? syntax : withoutConstructs(syntax, new Set(absent));
      variants.set(key, variant);
    }
    extensions[at] = variant;
    try {
      return parse(doc, file) as Root;
    } finally {
      extensions[at] = syntax;
    }
  };
}

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
 * address outside links. The transform itself is GFM's own, so that a tree it runs on comes out the same. Its
 * parser leaves out the autolink-literal constructs a document cannot match (`parseWithoutUnmatchableAutolinks`).
 */
export function remarkGfmLean(this: Processor, options?: Options): void {
  (remarkGfm as (this: Processor, options?: Options) => void).call(this, options);
  parseWithoutUnmatchableAutolinks(this);
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
