#!/usr/bin/env node
// The large run of the docs.json fuzz (issues 20 and 33): BENCH_FUZZ_CASES (default 5,000) mutated
// docs.json files over the four fuzz corpora (hoppscotch, tickdb, turso, mem0) through validate and the
// build's config gate, counted by outcome: clean, crash, hang (no answer in 30 s), unpositioned (an
// error without file, line and column) and disagreement (validate and build not failing together).
// The cases are cut into slices of BENCH_FUZZ_SLICE (default 250), run BENCH_FUZZ_JOBS (default 2) at a
// time, each slice one run of packages/build/test/config-fuzz.test.ts (the suite's own fuzz, every case
// seeded by BENCH_FUZZ_SEED and its number, so a slice tries the same cases wherever it runs) at the
// lowest priority (nice 19). Prints the counts and the first problems; exits 1 when any case was not clean.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../', import.meta.url));
const cases = Number(process.env.BENCH_FUZZ_CASES ?? 5000);
const slice = Number(process.env.BENCH_FUZZ_SLICE ?? 250);
const jobs = Number(process.env.BENCH_FUZZ_JOBS ?? 2);
const seed = Number(process.env.BENCH_FUZZ_SEED ?? 33);
const vitest = join(repo, 'node_modules/vitest/vitest.mjs');

/** One slice in a vitest process of its own; resolves with what its result line says. */
function runSlice(first, count) {
  return new Promise((resolve) => {
    const child = spawn(
      'nice',
      ['-n', '19', process.execPath, vitest, 'run', 'packages/build/test/config-fuzz.test.ts'],
      {
        cwd: repo,
        env: {
          ...process.env,
          QUIRE_FUZZ_CASES: String(count),
          QUIRE_FUZZ_FIRST: String(first),
          QUIRE_FUZZ_SEED: String(seed),
          QUIRE_FUZZ_CORPORA: 'all',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => {
      const line = /QUIRE_FUZZ_RESULT (.*)/.exec(out)?.[1];
      resolve(
        line
          ? JSON.parse(line)
          : { first, cases: count, failed: `exit ${code}: ${out.slice(-2000)}` },
      );
    });
  });
}

const began = performance.now();
const totals = { clean: 0, unpositioned: 0, disagreement: 0, crash: 0, hang: 0 };
const problems = [];
const failedSlices = [];
const starts = [];
for (let first = 0; first < cases; first += slice) starts.push(first);
let done = 0;
const worker = async () => {
  for (let first = starts.shift(); first !== undefined; first = starts.shift()) {
    const result = await runSlice(first, Math.min(slice, cases - first));
    if (result.failed) failedSlices.push(result);
    else {
      for (const [kind, n] of Object.entries(result.counts)) totals[kind] += n;
      problems.push(...result.problems);
    }
    done += result.cases;
    process.stderr.write(
      `config fuzz: ${done}/${cases} cases, ${JSON.stringify(totals)}, ${Math.round((performance.now() - began) / 1000)} s\n`,
    );
  }
};
await Promise.all(Array.from({ length: jobs }, worker));
const seconds = Math.round((performance.now() - began) / 1000);
const tried = Object.values(totals).reduce((a, b) => a + b, 0);
console.log(
  `config fuzz: seed ${seed}, ${tried} of ${cases} cases over hoppscotch, tickdb, turso, mem0 in ${seconds} s (${jobs} at a time)`,
);
console.log(
  `  clean ${totals.clean}, crashes ${totals.crash}, hangs ${totals.hang}, unpositioned ${totals.unpositioned}, disagreements ${totals.disagreement}`,
);
for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
for (const f of failedSlices)
  console.log(`  slice from case ${f.first} gave no result: ${f.failed}`);
console.log(
  JSON.stringify({
    seed,
    cases,
    tried,
    seconds,
    jobs,
    ...totals,
    failedSlices: failedSlices.length,
  }),
);
process.exitCode = tried === cases && totals.clean === cases ? 0 : 1;
