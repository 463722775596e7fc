import type { ParsedSource } from '@quire/mdx';
import { linksOfTree } from './extract-links.js';
import { linkCacheKey } from './link-cache.js';
import type { ExtractedLinks } from './link-ref.js';

/** What in docs.json changes the links of a file: `variables` (expanded in links) and `styling.latex` (math syntax). */
export interface LinkSyntaxOptions {
  readonly variables: Readonly<Record<string, string>>;
  readonly math: boolean;
}

export function linkSyntaxOptions(config: unknown): LinkSyntaxOptions {
  const c = (config ?? {}) as { variables?: unknown; styling?: { latex?: unknown } };
  const variables = Object.fromEntries(
    Object.entries(c.variables ?? {}).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  return { variables, math: c.styling?.latex !== false };
}

/** The key of a file's links in the link cache: its path, its text and the options that change them. */
export const linksKey = (file: string, source: string, options: LinkSyntaxOptions): string =>
  linkCacheKey(file, source, [options.variables, options.math]);

/** Collects the links of the files a compiler parses (its `onParse`), for `loadLinkCheck({ parsed })`. */
export interface ParsedLinksCollector {
  readonly onParse: (parsed: ParsedSource) => void;
  /** The links collected since the last call, by cache key; the collector forgets them. */
  take(): [string, ExtractedLinks][];
}

export function createParsedLinksCollector(config: unknown): ParsedLinksCollector {
  const options = linkSyntaxOptions(config);
  const entries = new Map<string, ExtractedLinks>();
  return {
    onParse(parsed) {
      entries.set(
        linksKey(parsed.file, parsed.source, options),
        linksOfTree(parsed.tree, parsed.text, parsed.file, options.variables),
      );
    },
    take() {
      const out = [...entries];
      entries.clear();
      return out;
    },
  };
}
