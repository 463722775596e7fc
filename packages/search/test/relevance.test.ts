import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSearchIndex, queryTerms, querySearchIndex, type SearchIndex } from '@quire/search';
import { builtCorpus, type CorpusName } from '../../../test-support/built-corpus.js';
import { BODY_FIELDS, HEAD_FIELDS } from '../src/index-options.js';
import { matchedTerms, scoreTerm, type TermSearch } from '../src/term-scores.js';

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

/** The two halves of the index `quire build` wrote for the set's corpus, as JSON text. */
function builtIndexText(set: RelevanceSet): { head: string; body: string } {
  const site = builtCorpus(set.corpus).out;
  const manifest = JSON.parse(
    readFileSync(join(site, '_quire/search/indexes.json'), 'utf8'),
  ) as Record<string, { head: string; body: string }>;
  const entry = manifest[set.index];
  expect(entry, `no index ${set.index} in ${Object.keys(manifest).join(', ')}`).toBeDefined();
  const read = (url: string) => readFileSync(join(site, url), 'utf8');
  return { head: read(entry!.head), body: read(entry!.body) };
}

describe.each(SETS)('search relevance on %s', (name) => {
  it('ranks the expected page first often enough (mean reciprocal rank at least 0.8), from the index quire build wrote', () => {
    const set = readSet(name);
    const text = builtIndexText(set);
    const full = meanReciprocalRank(loadSearchIndex(text.head, text.body), set);
    const first = meanReciprocalRank(loadSearchIndex(text.head), set);
    console.log(
      `${name}: MRR ${full.mrr.toFixed(3)} (head only ${first.mrr.toFixed(3)}) over ${set.queries.length} queries\n  ${full.misses.join('\n  ')}`,
    );
    expect(full.mrr, full.misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  }, 900_000);
});

const matched = (reached: Parameters<typeof matchedTerms>[0], id: number) => {
  const terms = new Set<string>();
  matchedTerms(reached, id, terms);
  return terms;
};

describe.each(SETS)('term scoring on %s', (name) => {
  it('scores every query term as MiniSearch’s own search does: the same sections, scores, fields and index terms', () => {
    const set = readSet(name);
    const text = builtIndexText(set);
    const index = loadSearchIndex(text.head, text.body);
    // The relevance queries' terms, each also as typed so far (three letters) and with two letters swapped.
    const terms = new Set<string>();
    for (const q of set.queries)
      for (const t of queryTerms(q.query)) {
        terms.add(t);
        terms.add(t.slice(0, 3));
        if (t.length >= 5) terms.add(t.slice(0, 2) + t[3] + t[2] + t.slice(4));
      }
    const boost = (id: number) => 1 + (id % 7) / 10;
    const otherBoost = (id: number) => 1 + (id % 5) / 4;
    const halves = [
      [index.head, HEAD_FIELDS, HEAD_FIELDS.map((_, i) => 1 << i)],
      [index.body!, BODY_FIELDS, BODY_FIELDS.map((_, i) => 1 << i)],
    ] as const;
    // One object per option set, as the search asks: a half keeps each term's scores by them.
    const searches = (
      [
        [false, false],
        [true, false],
        [true, 0.2],
        [false, 0.35],
      ] as const
    ).map(([prefix, fuzzy]): TermSearch => ({
      boost: { title: 3, section: 2.5, keywords: 2, text: 1.5, code: 0.35 },
      prefix,
      fuzzy,
      weights: { fuzzy: 0.3, prefix: 0.5 },
    }));
    let compared = 0;
    // MiniSearch's answers of the first pass, for the second.
    const expected = new Map<string, unknown>();
    // Scored, then again (the kept scores, after every other term was scored), then with other document boosts
    // for one option set (scored again, not the kept ones).
    for (const [pass, docBoost] of [boost, boost, otherBoost].entries())
      for (const [h, [half, fields, bits]] of halves.entries()) {
        for (const term of terms)
          for (const [o, search] of searches.entries()) {
            if (pass === 2 && o !== 2) continue;
            const scored = scoreTerm(half, fields, bits, term, search, docBoost);
            expect(scored, 'MiniSearch’s internals were not as expected').not.toBeNull();
            const ours = new Map(
              Array.from(scored!.ids, (id, at) => [
                id,
                {
                  score: scored!.score[at],
                  fields: fields.filter((_, i) => scored!.fieldBits[at]! & (1 << i)).sort(),
                  terms: [...matched(scored!.reached, id)].sort(),
                },
              ]),
            );
            const key = `${h} ${o} ${term}`;
            const theirs =
              pass === 1
                ? expected.get(key)
                : new Map(
                    half
                      .search(term, { ...search, boostDocument: (id) => docBoost(Number(id)) })
                      .map((hit) => [
                        Number(hit.id),
                        {
                          score: hit.score,
                          fields: [...new Set(Object.values(hit.match).flat())].sort(),
                          terms: Object.keys(hit.match).sort(),
                        },
                      ]),
                  );
            if (pass === 0) expected.set(key, theirs);
            expect(
              ours,
              `${term} (prefix ${search.prefix}, fuzzy ${search.fuzzy}, pass ${pass + 1})`,
            ).toEqual(theirs);
            compared += ours.size;
          }
      }
    expect(compared).toBeGreaterThan(20_000);
  }, 900_000);
});
