import { tableRowsAsText } from './table-rows-as-text.js';

/** A part of a page's Markdown: under a heading (or before the first, the intro), as plain text. */
export interface MarkdownSection {
  /** The heading's text; undefined for the intro. */
  readonly heading?: string | undefined;
  readonly text: string;
  readonly code?: string | undefined;
}

const HEADING = /^\s*(#{2,3})\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** Markdown and MDX markup reduced to the words a reader sees. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*\|?\s*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A heading as comparable text: `Install the CLI` and `Install the **CLI**` are the same heading. */
export const headingKey = (heading: string) =>
  plainText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Splits a page's Markdown (as the build writes it for readers and agents) at its `##` and `###`
 * headings, outside code fences: the intro, then one section per heading, each as plain text with
 * its code apart. The page's own `# Title` line is left out.
 */
export function markdownSections(markdown: string): MarkdownSection[] {
  const parts: { heading?: string; prose: string[]; code: string[] }[] = [{ prose: [], code: [] }];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const current = parts[parts.length - 1]!;
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (fenceMark === fence) fence = undefined;
      else current.code.push(line);
      continue;
    }
    if (fenceMark !== undefined) {
      fence = fenceMark;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) parts.push({ heading: plainText(heading[2]!), prose: [], code: [] });
    else if (!/^#\s/.test(line)) current.prose.push(line);
  }
  return parts.map((p) => ({
    heading: p.heading,
    text: plainText(tableRowsAsText(p.prose.join('\n'))),
    ...(p.code.length > 0 ? { code: p.code.join('\n') } : {}),
  }));
}
