import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  createQueryCache,
  extractSections,
  querySearchIndex,
  type PageForSearch,
} from '@quire/search';

const page = (url: string, title: string, text: string): PageForSearch => ({
  url,
  title,
  html: `<p>${text}</p>`,
});

const indexOf = (pages: PageForSearch[]) => buildSearchIndex(pages.flatMap(extractSections));

const SITE = [
  page('/retries', 'Retries', 'A task retries three times with backoff.'),
  page('/webhooks', 'Webhooks', 'Webhooks send events; failed deliveries are retried.'),
  page('/deploy', 'Deploy', 'Deploy the site to any static host.'),
];

describe('a query cache', () => {
  it('answers as the index does, and the same terms once', () => {
    const index = indexOf(SITE);
    const cache = createQueryCache();
    const first = cache.query(index, 'retries', { limit: 5 });
    expect(first).toEqual(querySearchIndex(index, 'retries', { limit: 5 }));
    expect(first.map((r) => r.url)).toContain('/retries');
    // Spelled differently, the same terms: the kept answer, not a new one.
    expect(cache.query(index, '  RETRIES ', { limit: 5 })).toBe(first);
    // Another limit, another answer.
    expect(cache.query(index, 'retries', { limit: 1 })).not.toBe(first);
    expect(cache.query(index, 'retries', { limit: 1 })).toHaveLength(1);
  });

  it('gives results without their terms when they are not asked for, and keeps the two answers apart', () => {
    const index = indexOf(SITE);
    const full = querySearchIndex(index, 'retried webhook', { limit: 5 });
    expect(full.some((r) => r.terms.length > 0)).toBe(true);
    const bare = querySearchIndex(index, 'retried webhook', { limit: 5, terms: false });
    // The same results, ranked and scored the same, with no terms.
    expect(bare).toEqual(full.map((r) => ({ ...r, terms: [] })));
    const cache = createQueryCache();
    const cachedBare = cache.query(index, 'retried webhook', { limit: 5, terms: false });
    expect(cachedBare.every((r) => r.terms.length === 0)).toBe(true);
    const cachedFull = cache.query(index, 'retried webhook', { limit: 5 });
    expect(cachedFull).not.toBe(cachedBare);
    expect(cachedFull.map((r) => r.terms)).toEqual(full.map((r) => r.terms));
  });

  it('keeps the answers of one index apart from another’s (a rebuilt site)', () => {
    const cache = createQueryCache();
    const before = indexOf(SITE);
    const after = indexOf([page('/jobs', 'Jobs', 'Jobs retries are configured per queue.')]);
    expect(cache.query(before, 'retries').map((r) => r.url)).not.toContain('/jobs');
    expect(cache.query(after, 'retries').map((r) => r.url)).toEqual(['/jobs']);
  });

  it('holds at most the results it is given room for, the least recently used leaving first', () => {
    const index = indexOf(SITE);
    const cache = createQueryCache(2);
    const retries = cache.query(index, 'retries', { limit: 1 });
    const deploy = cache.query(index, 'deploy', { limit: 1 });
    expect(cache.query(index, 'retries', { limit: 1 })).toBe(retries); // used again: kept longest
    cache.query(index, 'webhooks', { limit: 1 }); // a third result: deploy leaves
    expect(cache.query(index, 'retries', { limit: 1 })).toBe(retries);
    expect(cache.query(index, 'deploy', { limit: 1 })).not.toBe(deploy);
    expect(cache.query(index, 'deploy', { limit: 1 })).toEqual(deploy);
  });
});
