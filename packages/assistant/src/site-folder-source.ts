import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSearchIndex, SEARCH_MANIFEST_PATH, type SearchIndexManifest } from '@quire/search';
import type { CorpusSource } from './docs-corpus.js';
import { loadDocsCorpus } from './load-docs-corpus.js';

const readText = (path: string) => readFile(path, 'utf8').catch(() => undefined);

/** A built site folder (`quire build` output) as a corpus source: its search manifest, index files and page Markdown. */
export function siteFolderSource(siteDir: string): CorpusSource {
  const file = (sitePath: string) =>
    join(siteDir, ...sitePath.split('/').filter((s) => s !== '' && s !== '..'));
  const manifest = async () =>
    JSON.parse((await readText(file(SEARCH_MANIFEST_PATH))) ?? '{}') as SearchIndexManifest;
  return {
    indexes: async () =>
      Object.values(await manifest()).map((e) => ({ language: e.language, version: e.version })),
    async searchIndex(filter) {
      const entry = Object.values(await manifest()).find(
        (e) => e.language === filter.language && e.version === filter.version,
      );
      const [head, body] = entry
        ? await Promise.all([readText(file(entry.head)), readText(file(entry.body))])
        : [];
      return head === undefined || body === undefined ? undefined : loadSearchIndex(head, body);
    },
    pageMarkdown: (url) =>
      readText(file(url === '/' ? 'index.md' : `${url.replace(/\/+$/, '')}.md`)),
  };
}

/** The docs of a built site folder, read once (tests and scripts; a server reads through its own site content). */
export const loadSiteCorpus = (siteDir: string) => loadDocsCorpus(siteFolderSource(siteDir));
