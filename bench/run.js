#!/usr/bin/env node
// `npm run bench`: runs every benchmark script in bench/ (each prints its own figures and
// returns them as JSON on its last stdout line), then writes bench/results.json.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const results = {};
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
writeFileSync(`${dir}results.json`, JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2) + '\n');
console.log(`\nwrote bench/results.json`);
