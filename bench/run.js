#!/usr/bin/env node
// `npm run bench`: runs every benchmark script in bench/ (each prints its own figures and
// returns them as JSON on its last stdout line), then prints one combined table (bench/summary.js) and
// writes bench/results.json. generate-site.mjs is a module the others import, not a benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
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
const results = {};
const loadBefore = loadavg();
for (const script of scripts) {
  console.log(`\n## ${script}`);
  const r = spawnSync(process.execPath, [`${dir}${script}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
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
  results[script.replace(/\.mjs$/, '')] = parsed ?? { exitCode: r.status };
}
const loadAfter = loadavg();
console.log(summaryLines(results).join('\n'));
console.log(`\nNode ${process.version}, ${cpus().length} cores; load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(1)).join(' ')}`);
const git = (...args) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' }).stdout?.trim() ?? '';
const changed = git('status', '--porcelain', '--', '../packages').split('\n').filter(Boolean).length;
const machine = { cores: cpus().length, loadBefore, loadAfter, commit: git('rev-parse', '--short', 'HEAD'), uncommittedPackageFiles: changed };
writeFileSync(`${dir}results.json`, JSON.stringify({ date: new Date().toISOString(), node: process.version, machine, results }, null, 2) + '\n');
console.log(`\nwrote bench/results.json`);
