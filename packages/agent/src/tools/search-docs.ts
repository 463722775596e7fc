import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listProjectFiles } from '@quire/config';
import { readFrontmatter } from '@quire/mdx';
import { buildSearchIndex, querySearchIndex, type SearchSection } from '@quire/search';

const PAGE = /\.(mdx|md)$/i;
const HEADING = /^(#{1,4})\s+(.+?)\s*#*\s*$/;

/** Markdown to the words a reader sees: link text without its target, no code ticks or emphasis marks. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>#|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A page's sections for the search core: its intro, then one per Markdown heading. */
function sectionsOf(file: string, source: string): SearchSection[] {
  const front = readFrontmatter(source, file);
  const url = `/${file.replace(PAGE, '')}`;
  const pageTitle = typeof front.data.title === 'string' ? front.data.title : file;
  const sections: SearchSection[] = [];
  let section: string | undefined;
  let lines: string[] = [typeof front.data.description === 'string' ? front.data.description : ''];
  const flush = () => {
    const anchor = section?.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    sections.push({
      id: anchor ? `${url}#${anchor}-${sections.length}` : url,
      url,
      pageTitle,
      ...(section ? { section, anchor } : {}),
      text: plainText(lines.join(' ')),
    });
  };
  for (const line of front.body.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    flush();
    section = heading[2];
    lines = [];
  }
  flush();
  return sections;
}

/** Searches the pages of the docs root as they are now (the agent's edits included) with the search core. */
export async function searchDocs(root: string, query: string, limit = 8): Promise<string> {
  const files = listProjectFiles(root).filter((f) => PAGE.test(f));
  const sections: SearchSection[] = [];
  const fileOf = new Map<string, string>();
  for (const file of files) {
    const source = await readFile(join(root, file), 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    const own = sectionsOf(file, source);
    if (own[0]) fileOf.set(own[0].url, file);
    sections.push(...own);
  }
  const results = querySearchIndex(buildSearchIndex(sections), query, { limit });
  if (results.length === 0) return `No page matches "${query}".`;
  return results
    .map(
      (r) =>
        `${fileOf.get(r.url) ?? r.url} (${r.title}${r.section ? ` › ${r.section}` : ''})${r.excerpt ? `: ${r.excerpt}` : ''}`,
    )
    .join('\n');
}
