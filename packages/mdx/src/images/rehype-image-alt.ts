import type { Element, Root, RootContent } from 'hast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { walkTree } from '../remark/walk-tree.js';
import { contextOf, report, type FileContext, type PointLike } from '../compile/file-context.js';
import { altFromFileName } from './alt-from-file-name.js';

/** Attributes by which an author has already said what a screen reader should make of the image. */
const DECIDED = new Set(['alt', 'aria-label', 'aria-labelledby', 'title', 'aria-hidden']);
const DECORATIVE_ROLES = new Set(['presentation', 'none']);

type JsxImage = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/**
 * Warns (`mdx/image-missing-alt`) about an image whose author gave no text alternative: an `<img>`
 * without `alt` (JSX in `.mdx`, HTML in `.md`) or a Markdown image with empty brackets. The image is
 * published with its file name as alt text, what a screen reader would announce for it, rather than
 * `alt=""`, which would hide an image that may carry content as if it were decorative.
 */
export function rehypeImageAlt() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    walkTree(tree, (node) => {
      if (node.type === 'element' && node.tagName === 'img') checkElement(ctx, node);
      else if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name === 'img'
      )
        checkJsx(ctx, node);
    });
  };
}

/** A Markdown image (`![](x.png)`, which has `alt=""`) or an HTML `<img>` of a `.md` page. */
function checkElement(ctx: FileContext, node: Element): void {
  const props = node.properties;
  const offset = node.position?.start.offset;
  const markdown = offset !== undefined && ctx.source[offset] === '!';
  const src = typeof props.src === 'string' ? props.src : undefined;
  if (markdown ? props.alt !== '' : props.alt !== undefined || hasDecision(props)) return;
  const alt = altFromFileName(src);
  props.alt = alt;
  warn(ctx, markdown ? 'markdown' : 'html', src, alt, node.position?.start);
}

function hasDecision(props: Element['properties']): boolean {
  if (
    props.ariaLabel !== undefined ||
    props.ariaLabelledBy !== undefined ||
    props.title !== undefined ||
    props.ariaHidden !== undefined
  )
    return true;
  return typeof props.role === 'string' && DECORATIVE_ROLES.has(props.role);
}

/** `<img src="…" />` written as JSX in an `.mdx` page: a spread (`{...props}`) may carry alt, so it is left alone. */
function checkJsx(ctx: FileContext, node: JsxImage): void {
  const attrs = node.attributes;
  if (attrs.some((a) => a.type === 'mdxJsxExpressionAttribute')) return;
  const named = new Map((attrs as MdxJsxAttribute[]).map((a) => [a.name, a.value]));
  const role = named.get('role');
  if (
    [...DECIDED].some((name) => named.has(name)) ||
    (typeof role === 'string' && DECORATIVE_ROLES.has(role))
  )
    return;
  const srcValue = named.get('src');
  const src = typeof srcValue === 'string' ? srcValue : undefined;
  const alt = altFromFileName(src);
  attrs.push({ type: 'mdxJsxAttribute', name: 'alt', value: alt });
  warn(ctx, 'html', src, alt, node.position?.start);
}

function warn(
  ctx: FileContext,
  form: 'markdown' | 'html',
  src: string | undefined,
  alt: string,
  at: PointLike | undefined,
): void {
  const written =
    form === 'markdown' ? `![](${src ?? ''})` : `<img${src === undefined ? '' : ` src="${src}"`}>`;
  const fix =
    form === 'markdown'
      ? `Describe the image between the brackets: ![What it shows](${src ?? ''}); if it is decorative, write <img src="${src ?? ''}" alt="" /> instead.`
      : 'Describe the image in the alt text (alt="What it shows"), or write alt="" if it is decorative.';
  report(
    ctx,
    'mdx/image-missing-alt',
    `${written} has no alt text, so a reader who cannot see it is told only its file name ("${alt}").`,
    fix,
    at,
  );
}
