import { describe, expect, it } from 'vitest';
import {
  FUZZ_CORPORA,
  runFuzzCase,
  seededRandom,
  type FuzzOutcome,
} from '../../../test-support/config-fuzz.js';

// Issue 20: mutated docs.json files of the real corpora through validate and build (its config
// gate, which decides whether anything is rendered): no crash, no hang, every error positioned,
// and build fails exactly where validate does. QUIRE_FUZZ_CASES and QUIRE_FUZZ_SEED run more.
const CASES = Number(process.env.QUIRE_FUZZ_CASES ?? 200);
const SEED = Number(process.env.QUIRE_FUZZ_SEED ?? 20);
// The suite uses the two quickest corpora; QUIRE_FUZZ_CORPORA=all adds those with OpenAPI specs.
const CORPORA: readonly string[] =
  process.env.QUIRE_FUZZ_CORPORA === 'all' ? FUZZ_CORPORA : ['hoppscotch', 'tickdb'];

describe('docs.json fuzzing', () => {
  it(`${CASES} mutated configs: clean diagnostics only`, async () => {
    const random = seededRandom(SEED);
    const counts: Record<FuzzOutcome['kind'], number> = {
      clean: 0,
      unpositioned: 0,
      disagreement: 0,
      crash: 0,
      hang: 0,
    };
    const problems: string[] = [];
    for (let i = 0; i < CASES; i++) {
      const corpus = CORPORA[i % CORPORA.length] as string;
      const outcome = await runFuzzCase(corpus, random, 30_000);
      counts[outcome.kind]++;
      if (outcome.kind !== 'clean' && problems.length < 20)
        problems.push(`case ${i} (${corpus}): ${JSON.stringify(outcome).slice(0, 600)}`);
      if (process.env.QUIRE_FUZZ_CASES && (i + 1) % 250 === 0)
        process.stderr.write(`fuzz: ${i + 1}/${CASES} ${JSON.stringify(counts)}\n`);
    }
    if (process.env.QUIRE_FUZZ_CASES)
      process.stdout.write(
        `fuzz seed ${SEED} on ${CORPORA.join(', ')}: tried ${CASES}, ${JSON.stringify(counts)}\n${problems.join('\n')}\n`,
      );
    expect(problems).toEqual([]);
    expect(counts.clean).toBe(CASES);
  }, 3_600_000);
});
