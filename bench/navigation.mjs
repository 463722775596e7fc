#!/usr/bin/env node
// Resolving the navigation of each corpus once its config, files, frontmatter and specs are loaded:
// the time `resolveNavigation` takes (median of several runs), with the counts of what it produced.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadSiteModel, resolveNavigation } from '../packages/navigation/dist/index.js';

const corpora = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const names = [
  'mintlify-docs',
  'prefect',
  'trigger-dev',
  'mem0',
  'turso',
  'mcp',
  'stagehand',
  'tickdb',
  'hoppscotch',
];
const RUNS = 15;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = {};
console.log('corpus          load ms  resolve ms (median, min)  routes  hidden  generated  trees');
for (const name of names) {
  const root = `${corpora}${name}`;
  if (!existsSync(`${root}/docs.json`)) continue;
  const t0 = performance.now();
  const loaded = await loadSiteModel(root);
  const loadMs = performance.now() - t0;
  const times = [];
  let model = loaded.model;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    model = resolveNavigation(loaded.input).model;
    times.push(performance.now() - start);
  }
  const routes = model.routes.length;
  const hidden = model.routes.filter((r) => r.hidden).length;
  const generated = model.routes.filter(
    (r) => r.kind === 'endpoint' || r.kind === 'webhook',
  ).length;
  const row = {
    loadMs: Math.round(loadMs),
    resolveMs: +median(times).toFixed(1),
    minMs: +Math.min(...times).toFixed(1),
    routes,
    hidden,
    generated,
    trees: model.trees.length,
  };
  results[name] = row;
  console.log(
    `${name.padEnd(15)} ${String(row.loadMs).padStart(7)}  ${String(row.resolveMs).padStart(10)} ${String(row.minMs).padStart(8)}        ${String(routes).padStart(6)}  ${String(hidden).padStart(6)}  ${String(generated).padStart(9)}  ${String(row.trees).padStart(5)}`,
  );
}
const largest = Object.entries(results).sort((a, b) => b[1].routes - a[1].routes)[0];
console.log(
  `largest corpus: ${largest?.[0]} resolves in ${largest?.[1].resolveMs} ms (target: under 200 ms)`,
);
console.log(
  JSON.stringify({
    largest: largest?.[0],
    largestResolveMs: largest?.[1].resolveMs,
    corpora: results,
  }),
);
