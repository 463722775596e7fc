#!/usr/bin/env node
// Search per corpus: the index quire build writes (head and body, raw and gzipped), the time to
// build it, and query latency (median and p95) with the head alone and with the full index, over a
// fixed query list typed letter by letter. Usage: node bench/search.mjs [corpus ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repo = fileURLToPath(new URL('..', import.meta.url));
const corpora = join(repo, '..', 'shared', 'corpora');
const bin = join(repo, 'packages', 'cli', 'bin', 'quire.js');
const S = await import(join(repo, 'packages', 'search', 'dist', 'index.js'));
const { loadSiteModel } = await import(join(repo, 'packages', 'navigation', 'dist', 'index.js'));
const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'hoppscotch',
      'mcp',
      'mem0',
      'mintlify-docs',
      'prefect',
      'stagehand',
      'tickdb',
      'trigger-dev',
      'turso',
    ];

/** Fixed queries: the relevance sets, plus a few that fit any docs site. */
const relevance = ['mintlify-docs', 'prefect'].flatMap((c) =>
  JSON.parse(
    readFileSync(join(repo, 'packages/search/test/relevance', `${c}.json`), 'utf8'),
  ).queries.map((q) => q.query),
);
const QUERIES = [
  ...relevance,
  'api key',
  'authentication',
  'install',
  'quickstart',
  'webhook',
  'error',
  'configuration',
];
/** What a reader types: every prefix of each query from two letters on. */
const TYPED = QUERIES.flatMap((q) =>
  Array.from({ length: Math.max(0, q.length - 1) }, (_, i) => q.slice(0, i + 2)),
);

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: Number(at(0.5).toFixed(3)), p95: Number(at(0.95).toFixed(3)) };
};

function latency(index, queries) {
  for (const q of queries.slice(0, 50)) S.querySearchIndex(index, q); // warm up
  const times = queries.map((q) => {
    const t = performance.now();
    S.querySearchIndex(index, q, { limit: 8 });
    return performance.now() - t;
  });
  return stats(times);
}

/** Sections again from the built pages (the content area of each), to time building the index. */
async function sectionsFromSite(root, site) {
  const { model } = await loadSiteModel(root);
  const groups = new Map();
  for (const route of model.routes) {
    const file = join(site, route.url === '/' ? '' : route.url, 'index.html');
    if (route.kind === 'link' || !existsSync(file)) continue;
    const html =
      readFileSync(file, 'utf8').match(/<main[^>]*id="content-area"[^>]*>([\s\S]*)<\/main>/)?.[1] ??
      '';
    const key = S.searchIndexKey(route.language, route.version);
    const group = groups.get(key) ?? { key, sections: [] };
    group.sections.push(
      ...S.extractSections({
        url: route.url,
        title: route.title,
        description: route.description,
        html,
      }),
    );
    groups.set(key, group);
  }
  return [...groups.values()];
}

const results = {};
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${TYPED.length} typed queries`,
);
console.log(
  'corpus          index           sections  head KB (gz)   body KB (gz)   build ms  load ms  head med/p95 ms  full med/p95 ms',
);
for (const name of names) {
  const work = mkdtempSync(join(tmpdir(), `quire-bench-search-${name}-`));
  const site = join(work, 'site');
  const built = spawnSync(
    process.execPath,
    [
      bin,
      'build',
      join(corpora, name),
      '--out',
      site,
      '--cache-dir',
      join(work, 'cache'),
      '--format',
      'json',
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (built.status !== 0 || !existsSync(join(site, '_quire/search/indexes.json'))) {
    console.log(`${name}: the build failed (exit ${built.status})`);
    results[name] = { ok: false };
    rmSync(work, { recursive: true, force: true });
    continue;
  }
  const manifest = JSON.parse(readFileSync(join(site, '_quire/search/indexes.json'), 'utf8'));
  const groups = await sectionsFromSite(join(corpora, name), site);
  results[name] = {};
  for (const [key, entry] of Object.entries(manifest)) {
    const head = readFileSync(join(site, entry.head), 'utf8');
    const body = readFileSync(join(site, entry.body), 'utf8');
    const sections = groups.find((g) => g.key === key)?.sections ?? [];
    let t = performance.now();
    S.searchIndexFiles([{ key, sections }]);
    const buildMs = Math.round(performance.now() - t);
    t = performance.now();
    const first = S.loadSearchIndex(head);
    const full = S.withSearchBody(first, body);
    const loadMs = Math.round(performance.now() - t);
    const kb = (s) => Number((s / 1024).toFixed(1));
    const r = {
      sections: sections.length,
      head: { raw: kb(Buffer.byteLength(head)), gzip: kb(gzipSync(head).length) },
      body: { raw: kb(Buffer.byteLength(body)), gzip: kb(gzipSync(body).length) },
      buildMs,
      loadMs,
      headOnly: latency(first, TYPED),
      full: latency(full, TYPED),
    };
    results[name][key] = r;
    const pair = (x) => `${String(x.raw).padStart(6)} (${String(x.gzip).padStart(5)})`;
    console.log(
      `${name.padEnd(15)} ${key.padEnd(15)} ${String(r.sections).padStart(8)}  ${pair(r.head)}  ${pair(r.body)}  ${String(buildMs).padStart(8)}  ${String(loadMs).padStart(7)}  ${`${r.headOnly.median}/${r.headOnly.p95}`.padStart(15)}  ${`${r.full.median}/${r.full.p95}`.padStart(15)}`,
    );
  }
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
