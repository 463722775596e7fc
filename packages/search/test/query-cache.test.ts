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
  it('answers as the index does, and keeps an answer the second time its terms are asked', () => {
    const index = indexOf(SITE);
    const cache = createQueryCache();
    const first = cache.query(index, 'retries', { limit: 5 });
    expect(first).toEqual(querySearchIndex(index, 'retries', { limit: 5 }));
    expect(first.map((r) => r.url)).toContain('/retries');
    // Asked once, not kept: the second answer is computed again, and kept.
    const second = cache.query(index, 'retries', { limit: 5 });
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    // Spelled differently, the same terms: the kept answer, not a new one.
    expect(cache.query(index, '  RETRIES ', { limit: 5 })).toBe(second);
    // Another limit, another answer.
    const one = cache.query(index, 'retries', { limit: 1 });
    expect(one).toHaveLength(1);
    expect(cache.query(index, 'retries', { limit: 1 })).not.toBe(second);
  });

  it('keeps no answer of a query asked once: queries asked once push out no answer asked again', () => {
    const index = indexOf(SITE);
    const cache = createQueryCache(2, 100);
    cache.query(index, 'retries', { limit: 1 });
    const kept = cache.query(index, 'retries', { limit: 1 });
    for (const word of ['deploy', 'webhooks', 'host', 'events', 'static', 'task', 'backoff'])
      cache.query(index, word, { limit: 1 });
    expect(cache.query(index, 'retries', { limit: 1 })).toBe(kept);
    // The queries asked once are remembered for about the last `maxSeen` new ones, not for ever.
    const small = createQueryCache(20, 4);
    small.query(index, 'deploy', { limit: 1 });
    for (const word of ['webhooks', 'host', 'events', 'static', 'task', 'backoff'])
      small.query(index, word, { limit: 1 });
    const again = small.query(index, 'deploy', { limit: 1 });
    expect(small.query(index, 'deploy', { limit: 1 })).not.toBe(again);
  });

  it('gives results without their terms when they are not asked for, and keeps the two answers apart', () => {
    const index = indexOf(SITE);
    const full = querySearchIndex(index, 'retried webhook', { limit: 5 });
    expect(full.some((r) => r.terms.length > 0)).toBe(true);
    const bare = querySearchIndex(index, 'retried webhook', { limit: 5, terms: false });
    // The same results, ranked and scored the same, with no terms.
    expect(bare).toEqual(full.map((r) => ({ ...r, terms: [] })));
    const cache = createQueryCache();
    cache.query(index, 'retried webhook', { limit: 5, terms: false });
    // Asked twice: kept.
    const cachedBare = cache.query(index, 'retried webhook', { limit: 5, terms: false });
    expect(cache.query(index, 'retried webhook', { limit: 5, terms: false })).toBe(cachedBare);
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
    // Each asked twice: kept the second time.
    const twice = (q: string) => {
      cache.query(index, q, { limit: 1 });
      return cache.query(index, q, { limit: 1 });
    };
    const retries = twice('retries');
    const deploy = twice('deploy');
    expect(cache.query(index, 'retries', { limit: 1 })).toBe(retries); // used again: kept longest
    twice('webhooks'); // a third result: deploy leaves
    expect(cache.query(index, 'retries', { limit: 1 })).toBe(retries);
    expect(cache.query(index, 'deploy', { limit: 1 })).not.toBe(deploy);
    expect(cache.query(index, 'deploy', { limit: 1 })).toEqual(deploy);
  });
});
