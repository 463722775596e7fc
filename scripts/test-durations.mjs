// Writes test-support/test-durations.json, the seconds each test file took, from a vitest JSON report
// (`npx vitest run --reporter=json --outputFile.json=report.json`): the longest-first sequencer reads it.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const [report] = process.argv.slice(2);
if (!report) {
  console.error('usage: node scripts/test-durations.mjs <vitest-json-report>');
  process.exit(2);
}
const root = fileURLToPath(new URL('../', import.meta.url));
const results = JSON.parse(readFileSync(report, 'utf8')).testResults;
const rows = results
  .map((file) => [
    // The report names files by absolute path, of whichever checkout ran them.
    relative(root, file.name).replace(/^(\.\.\/)+[^/]+\//, ''),
    Math.round((file.endTime - file.startTime) / 100) / 10,
  ])
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const out = fileURLToPath(new URL('../test-support/test-durations.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
console.log(
  `${rows.length} files, ${rows.reduce((s, r) => s + r[1], 0).toFixed(0)} s in all → ${out}`,
);
