import { describe, expect, it } from 'vitest';
import { readinessRoutes } from '../src/api/readiness-routes.js';
import { searchSite } from '../src/api/search-site.js';
import { createSiteContent } from '../src/api/site-content.js';
import { warmSearchIndexes } from '../src/api/warm-search-indexes.js';
import { searchIndexFiles, type SearchSection } from '@quire/search';

const section = (url: string, title: string, text: string): SearchSection => ({
  id: url,
  url,
  pageTitle: title,
  text,
});

/** The files of a site with an English and a French index, read through a counter of reads. */
function siteFiles() {
  const files = searchIndexFiles([
    {
      key: 'en',
      language: 'en',
      sections: [section('/retries', 'Retries', 'A task retries three times.')],
    },
    {
      key: 'fr',
      language: 'fr',
      sections: [section('/fr/retries', 'Nouvelles tentatives', 'Trois tentatives.')],
    },
  ]);
  const reads = new Map<string, number>();
  let gate: Promise<void> = Promise.resolve();
  const read = async (path: string) => {
    await gate;
    reads.set(path, (reads.get(path) ?? 0) + 1);
    return files.get(path);
  };
  return {
    files,
    reads,
    read,
    hold(until: Promise<void>) {
      gate = until;
    },
  };
}

describe('search indexes loaded once for every waiting request', () => {
  it('100 searches that arrive together read and parse each index file once', async () => {
    const site = siteFiles();
    let release!: () => void;
    site.hold(new Promise<void>((r) => (release = r)));
    const content = createSiteContent(site.read);
    const searches = Array.from({ length: 100 }, () =>
      searchSite(content, { query: 'retries', pageSize: 5, filter: { language: 'en' } }),
    );
    release();
    const results = await Promise.all(searches);
    expect(results.every((hits) => hits[0]?.path === '/retries')).toBe(true);
    expect(site.reads.get('_quire/search/en.json')).toBe(1);
    expect(site.reads.get('_quire/search/en.body.json')).toBe(1);
    expect(site.reads.has('_quire/search/fr.json')).toBe(false);
  });

  it('a changed index file is loaded again (once), the old one is not kept', async () => {
    const site = siteFiles();
    let version = 'a';
    const content = createSiteContent(site.read, async () => version);
    const first = await content.searchIndex({ language: 'en' });
    expect(await content.searchIndex({ language: 'en' })).toBe(first);
    version = 'b';
    const [x, y] = await Promise.all([
      content.searchIndex({ language: 'en' }),
      content.searchIndex({ language: 'en' }),
    ]);
    expect(x).toBe(y);
    expect(x).not.toBe(first);
    expect(site.reads.get('_quire/search/en.json')).toBe(2);
  });

  it('the warm-up loads every index of every site, and readiness follows it', async () => {
    const site = siteFiles();
    let release!: () => void;
    site.hold(new Promise<void>((r) => (release = r)));
    const content = createSiteContent(site.read, async () => 'v1');
    const warmup = warmSearchIndexes([content]);
    expect(warmup.status()).toEqual({ ready: false, loaded: 0, failed: 0 });
    // A search during the warm-up waits for the warm-up's own load of the index.
    const search = searchSite(content, {
      query: 'retries',
      pageSize: 5,
      filter: { language: 'en' },
    });
    release();
    expect(await warmup.done).toEqual({ ready: true, loaded: 2, failed: 0 });
    expect((await search)[0]?.path).toBe('/retries');
    expect(site.reads.get('_quire/search/en.json')).toBe(1);
    expect(site.reads.get('_quire/search/fr.json')).toBe(1);
    expect(readinessRoutes.prefixes).toEqual(['/_quire/ready']);
  });
});
