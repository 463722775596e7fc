import { micromark } from 'micromark';
import type { VNode } from 'preact';

/**
 * Markdown in a string prop (Frame `caption`, Prompt `description`) as HTML: CommonMark,
 * raw HTML escaped. A single paragraph is unwrapped so it can sit inline.
 */
export function inlineMarkdownHtml(source: string): string {
  const html = micromark(source).trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]?.includes('<p>') ? (single[1] ?? '') : html;
}

/** A `<span>` (or the given tag) holding `source` rendered as Markdown. */
export function InlineMarkdown(props: {
  readonly source: string;
  readonly class?: string;
  readonly tag?: 'span' | 'div';
}): VNode {
  const Tag = props.tag ?? 'span';
  return (
    <Tag
      class={props.class}
      dangerouslySetInnerHTML={{ __html: inlineMarkdownHtml(props.source) }}
    />
  );
}
