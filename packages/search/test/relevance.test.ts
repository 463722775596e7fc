import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSearchIndex, querySearchIndex, type SearchIndex } from '@quire/search';
import { builtCorpus, type CorpusName } from '../../../test-support/built-corpus.js';

interface RelevanceSet {
  readonly corpus: CorpusName;
  /** The index key (`<language>--<version>`) the queries are asked of. */
  readonly index: string;
  readonly queries: readonly {
    readonly query: string;
    readonly expected: string;
    readonly why: string;
  }[];
}

const SETS = ['mintlify-docs', 'prefect'] as const;
const readSet = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`./relevance/${name}.json`, import.meta.url), 'utf8'),
  ) as RelevanceSet;

/** The mean reciprocal rank of the expected page over the set (0 when it is not in the top 10). */
function meanReciprocalRank(
  index: SearchIndex,
  set: RelevanceSet,
): { mrr: number; misses: string[] } {
  let sum = 0;
  const misses: string[] = [];
  for (const q of set.queries) {
    const results = querySearchIndex(index, q.query, { limit: 10 });
    const rank = results.findIndex((r) => r.url === q.expected) + 1;
    sum += rank === 0 ? 0 : 1 / rank;
    if (rank !== 1)
      misses.push(
        `"${q.query}": expected ${q.expected} at ${rank || '>10'}, first ${results[0]?.url ?? 'nothing'}`,
      );
  }
  return { mrr: sum / set.queries.length, misses };
}

describe('relevance set', () => {
  it('has at least 40 queries, each with a reason', () => {
    const queries = SETS.flatMap((s) => readSet(s).queries);
    expect(queries.length).toBeGreaterThanOrEqual(40);
    for (const q of queries) expect(q.why.length, q.query).toBeGreaterThan(10);
  });
});

describe.each(SETS)('search relevance on %s', (name) => {
  it('ranks the expected page first often enough (mean reciprocal rank at least 0.8), from the index quire build wrote', () => {
    const set = readSet(name);
    const site = builtCorpus(set.corpus).out;
    const manifest = JSON.parse(
      readFileSync(join(site, '_quire/search/indexes.json'), 'utf8'),
    ) as Record<string, { head: string; body: string }>;
    const entry = manifest[set.index];
    expect(entry, `no index ${set.index} in ${Object.keys(manifest).join(', ')}`).toBeDefined();
    const read = (url: string) => readFileSync(join(site, url), 'utf8');
    const full = meanReciprocalRank(loadSearchIndex(read(entry!.head), read(entry!.body)), set);
    const first = meanReciprocalRank(loadSearchIndex(read(entry!.head)), set);
    console.log(
      `${name}: MRR ${full.mrr.toFixed(3)} (head only ${first.mrr.toFixed(3)}) over ${set.queries.length} queries\n  ${full.misses.join('\n  ')}`,
    );
    expect(full.mrr, full.misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  }, 900_000);
});
