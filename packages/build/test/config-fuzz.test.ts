import { describe, expect, it } from 'vitest';
import {
  FUZZ_CORPORA,
  runFuzzCase,
  seededRandom,
  type FuzzOutcome,
} from '../../../test-support/config-fuzz.js';

// Issue 20: mutated docs.json files of the real corpora through validate and build (its config
// gate, which decides whether anything is rendered): no crash, no hang, every error positioned,
// and build fails exactly where validate does. Each case has a generator of its own (seed and case
// number), so a large run splits into slices that run side by side: bench/config-fuzz.mjs runs this
// file on QUIRE_FUZZ_FIRST.. QUIRE_FUZZ_FIRST + QUIRE_FUZZ_CASES - 1 of QUIRE_FUZZ_SEED per process.
const CASES = Number(process.env.QUIRE_FUZZ_CASES ?? 120);
const FIRST = Number(process.env.QUIRE_FUZZ_FIRST ?? 0);
const SEED = Number(process.env.QUIRE_FUZZ_SEED ?? 20);
// The suite uses the two quickest corpora; QUIRE_FUZZ_CORPORA=all adds those with OpenAPI specs.
const CORPORA: readonly string[] =
  process.env.QUIRE_FUZZ_CORPORA === 'all' ? FUZZ_CORPORA : ['hoppscotch', 'tickdb'];
const CASE_TIMEOUT_MS = 30_000;

describe('docs.json fuzzing', () => {
  it(
    `${CASES} mutated configs: clean diagnostics only`,
    async () => {
      const counts: Record<FuzzOutcome['kind'], number> = {
        clean: 0,
        unpositioned: 0,
        disagreement: 0,
        crash: 0,
        hang: 0,
      };
      const problems: string[] = [];
      for (let i = FIRST; i < FIRST + CASES; i++) {
        const corpus = CORPORA[i % CORPORA.length] as string;
        const outcome = await runFuzzCase(
          corpus,
          seededRandom(SEED * 1_000_003 + i),
          CASE_TIMEOUT_MS,
        );
        counts[outcome.kind]++;
        if (outcome.kind !== 'clean' && problems.length < 20)
          problems.push(`case ${i} (${corpus}): ${JSON.stringify(outcome).slice(0, 600)}`);
      }
      if (process.env.QUIRE_FUZZ_CASES)
        process.stdout.write(
          `QUIRE_FUZZ_RESULT ${JSON.stringify({ seed: SEED, first: FIRST, cases: CASES, corpora: CORPORA, counts, problems })}\n`,
        );
      expect(problems).toEqual([]);
      expect(counts.clean).toBe(CASES);
    },
    Math.max(600_000, CASES * CASE_TIMEOUT_MS),
  );
});
