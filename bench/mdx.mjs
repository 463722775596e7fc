#!/usr/bin/env node
// Compiling every page of the corpora with @quire/mdx: time per page cold (empty cache, one shared
// highlighter), warm (the same in-memory cache: nothing is compiled again) and warm from disk (the cache
// after a JSON round trip, as the build keeps it). `QUIRE_BENCH_CORPORA=tickdb,mcp` limits the corpora.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { listProjectFiles } from '../packages/config/dist/index.js';
import {
  compilePage,
  createCompileCache,
  createHighlighter,
  createMdxCompiler,
} from '../packages/mdx/dist/index.js';

const corpora = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const all = [
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
const names = process.env.QUIRE_BENCH_CORPORA ? process.env.QUIRE_BENCH_CORPORA.split(',') : all;
const known = [
  'Note',
  'Info',
  'Tip',
  'Warning',
  'Check',
  'Danger',
  'Callout',
  'Card',
  'CardGroup',
  'Columns',
  'Steps',
  'Step',
  'Tabs',
  'Tab',
  'CodeBlock',
  'CodeGroup',
  'RequestExample',
  'ResponseExample',
  'Mermaid',
  'Accordion',
  'AccordionGroup',
  'Expandable',
  'ParamField',
  'ResponseField',
  'Frame',
  'Icon',
  'Tile',
  'Tree',
  'Color',
  'Tooltip',
  'Badge',
  'Update',
  'Panel',
  'View',
  'Visibility',
  'Prompt',
  'Heading',
  'GitHub',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};
const sum = (values) => values.reduce((a, b) => a + b, 0);

async function pass(pages, compiler, cache, readFile) {
  const times = [];
  for (const [file, source] of pages) {
    const start = performance.now();
    await compilePage({ compiler, file, source, readFile, cache });
    times.push(performance.now() - start);
  }
  return times;
}

const t0 = performance.now();
const highlighter = await createHighlighter();
const setupMs = performance.now() - t0;
const results = {};
console.log(`highlighter ready in ${setupMs.toFixed(0)} ms`);
console.log(
  'corpus          pages   cold ms/page (mean  p50   p95   max)   warm ms/page  disk ms/page  cache MB',
);
for (const name of names) {
  const root = join(corpora, name);
  const readFile = (file) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const pages = listProjectFiles(root)
    .filter((f) => /\.mdx?$/i.test(f) && !f.startsWith('snippets/'))
    .map((f) => [f, readFile(f)]);
  const compiler = createMdxCompiler({ knownComponents: known, highlighter });
  const cache = createCompileCache();
  const cold = await pass(pages, compiler, cache, readFile);
  const warm = await pass(pages, compiler, cache, readFile);
  const json = JSON.stringify(cache.toJSON());
  const fromDisk = createCompileCache(JSON.parse(json));
  const disk = await pass(pages, compiler, fromDisk, readFile);
  const row = {
    pages: pages.length,
    coldTotalMs: Math.round(sum(cold)),
    coldMeanMs: +(sum(cold) / pages.length).toFixed(2),
    coldP50Ms: +percentile(cold, 0.5).toFixed(2),
    coldP95Ms: +percentile(cold, 0.95).toFixed(2),
    coldMaxMs: +Math.max(...cold).toFixed(1),
    warmMeanMs: +(sum(warm) / pages.length).toFixed(3),
    diskMeanMs: +(sum(disk) / pages.length).toFixed(3),
    compiledFiles: cache.stats.compiles,
    recompiledWarm: fromDisk.stats.compiles,
    cacheMB: +(json.length / 1e6).toFixed(1),
  };
  results[name] = row;
  const f = (n, w) => String(n).padStart(w);
  console.log(
    `${name.padEnd(15)} ${f(row.pages, 5)}   ${f(row.coldMeanMs, 13)} ${f(row.coldP50Ms, 5)} ${f(row.coldP95Ms, 5)} ${f(row.coldMaxMs, 6)}   ${f(row.warmMeanMs, 12)}  ${f(row.diskMeanMs, 12)}  ${f(row.cacheMB, 8)}`,
  );
}
const totals = Object.values(results);
const summary = {
  pages: sum(totals.map((r) => r.pages)),
  coldTotalMs: sum(totals.map((r) => r.coldTotalMs)),
  coldMeanMs: +(sum(totals.map((r) => r.coldTotalMs)) / sum(totals.map((r) => r.pages))).toFixed(2),
  warmMeanMs: +(
    sum(totals.map((r) => r.warmMeanMs * r.pages)) / sum(totals.map((r) => r.pages))
  ).toFixed(3),
  highlighted: highlighter.stats.misses,
  highlightCacheHits: highlighter.stats.hits,
};
console.log(
  `all: ${summary.pages} pages, cold ${summary.coldMeanMs} ms/page (${(summary.coldTotalMs / 1000).toFixed(1)} s), warm ${summary.warmMeanMs} ms/page; ${summary.highlighted} code blocks highlighted, ${summary.highlightCacheHits} from the highlight cache`,
);
console.log(JSON.stringify({ setupMs: Math.round(setupMs), ...summary, corpora: results }));
