import type { Element, Root, RootContent } from 'hast';
import rehypeKatex, { type Options } from 'rehype-katex';
import type { VFile } from 'vfile';

/** The classes by which `rehype-katex` knows math (`remark-math`'s, and a fenced block of language `math`). */
const MATH_CLASSES = ['language-math', 'math-display', 'math-inline'];

function isMath(node: Element): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((c) => MATH_CLASSES.includes(String(c)));
}

function hasMath(nodes: readonly RootContent[]): boolean {
  for (const node of nodes) {
    if (node.type === 'element' && isMath(node)) return true;
    if ('children' in node && hasMath(node.children as RootContent[])) return true;
  }
  return false;
}

/**
 * `rehype-katex` on pages that have math: the elements it renders are looked for first, which costs a fraction
 * of its own walk over every element of every page (most pages have none).
 */
export function rehypeMath(options: Options) {
  const katex = rehypeKatex(options);
  return (tree: Root, file: VFile): void => {
    if (hasMath(tree.children)) katex(tree, file);
  };
}
