import type { LinkSource } from './check-links.js';
import type { ExtractedLinks } from './link-ref.js';
import { snippetUrls } from './snippet-urls.js';

export interface ParsedFile extends ExtractedLinks {
  readonly file: string;
}

export interface LinkSourcesInput {
  readonly parsed: readonly ParsedFile[];
  /** The URLs of each page file. */
  readonly pageUrls: ReadonlyMap<string, readonly string[]>;
  /** Page files listed in no navigation. */
  readonly hidden: ReadonlySet<string>;
  /** Every file of the project. */
  readonly files: ReadonlySet<string>;
  readonly checkSnippets: boolean;
}

const ownUrl = (file: string) => `/${file.replace(/\.(mdx|md)$/i, '')}`;

/**
 * Which parsed files are pages and which are snippets, and the URLs each is read at. A snippet is a file that
 * is not a page (`snippets/…`), or a page that another file imports and no navigation lists (`_snippets/…`);
 * its links count only with `checkSnippets`, resolved against the URLs of the pages that use it.
 */
export function linkSources(input: LinkSourcesInput): LinkSource[] {
  const imports = new Map(input.parsed.map((p) => [p.file, p.imports]));
  const imported = new Set<string>();
  for (const list of imports.values()) {
    for (const imp of list) {
      const target = imp.candidates.find((c) => input.files.has(c));
      if (target !== undefined) imported.add(target);
    }
  }
  const isSnippet = (file: string) =>
    !input.pageUrls.has(file) || (imported.has(file) && input.hidden.has(file));
  const pages = new Map([...input.pageUrls].filter(([file]) => !isSnippet(file)));
  const usedAt = snippetUrls(imports, pages, input.files);
  const out: LinkSource[] = [];
  for (const p of input.parsed) {
    if (!isSnippet(p.file))
      out.push({ file: p.file, urls: pages.get(p.file) ?? [], links: p.links });
    else if (input.checkSnippets)
      out.push({
        file: p.file,
        urls: usedAt.get(p.file)?.length ? usedAt.get(p.file)! : [ownUrl(p.file)],
        links: p.links,
      });
  }
  return out;
}
