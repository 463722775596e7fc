#!/usr/bin/env node
// `npm run bench`: runs every benchmark script in bench/ (each prints its own figures and
// returns them as JSON on its last stdout line), then prints one combined table (bench/summary.js) and
// writes bench/results.json. generate-site.mjs is a module the others import, not a benchmark.
// `npm run bench -- peers` runs the scripts whose name contains a word and replaces only their entries:
// each entry says when, at which commit and under which load it was measured (`measured`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { summaryLines } from './summary.js';

const MODULES = new Set(['generate-site.mjs']);

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_') && !MODULES.has(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const git = (...args) =>
  spawnSync('git', args, { cwd: dir, encoding: 'utf8' }).stdout?.trim() ?? '';
const commit = git('rev-parse', '--short', 'HEAD');
const resultsFile = `${dir}results.json`;
const saved = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
// Entries of scripts not run this time are kept, with when they were measured (older files: the file's date).
const kept = Object.fromEntries(
  Object.entries(saved?.results ?? {}).map(([name, value]) => [
    name,
    value?.measured
      ? value
      : { ...value, measured: { date: saved.date, commit: saved.machine?.commit } },
  ]),
);
const results = {};
const loadBefore = loadavg();
for (const script of scripts) {
  console.log(`\n## ${script}`);
  const r = spawnSync(process.execPath, [`${dir}${script}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = r.stdout.trimEnd().split('\n');
  const last = lines.at(-1) ?? '';
  let parsed;
  try {
    parsed = JSON.parse(last);
    lines.pop();
  } catch {
    parsed = undefined;
  }
  console.log(lines.join('\n'));
  const measured = {
    date: new Date().toISOString(),
    commit,
    load: loadavg().map((l) => Number(l.toFixed(2))),
  };
  results[script.replace(/\.mjs$/, '')] = { ...(parsed ?? { exitCode: r.status }), measured };
}
const loadAfter = loadavg();
console.log(summaryLines(results).join('\n'));
console.log(
  `\nNode ${process.version}, ${cpus().length} cores; load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(1)).join(' ')}`,
);
const changed = git('status', '--porcelain', '--', '../packages')
  .split('\n')
  .filter(Boolean).length;
const machine = {
  cores: cpus().length,
  loadBefore,
  loadAfter,
  commit,
  uncommittedPackageFiles: changed,
};
const all = { ...kept, ...results };
writeFileSync(
  resultsFile,
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, machine, results: all },
    null,
    2,
  ) + '\n',
);
console.log(`\nwrote bench/results.json`);
