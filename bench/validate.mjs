#!/usr/bin/env node
// `quire validate` on each corpus, as a process (the number a user waits for), over a copy of the corpus: cold (an
// empty --cache-dir: every page and snippet compiled and rendered, the links parsed), warm (the same folder again,
// nothing changed: the median of BENCH_RUNS runs, default 5) and once after one page changed (a line added: what a
// run on save pays); wall and CPU time (user + system of the process and its workers). The
// largest corpus is judged against issue 30's targets: cold under 3 s, warm under 0.5 s. Then `quire validate`
// after a `quire build` into the same cache folder (its compiled pages are not compiled again: what a CI job that
// keeps `.quire/cache` pays). The load average is printed at the start and the end. Then, in process, the
// parts of the docs.json check: loading docs.json with its $refs, listing files, the schema + rules,
// parseFrontmatter over every page, the OpenAPI checks (offline); and how long importing the config and openapi
// packages takes. `BENCH_CORPORA=mintlify-docs,tickdb` narrows the corpora.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const TARGET_COLD_MS = 3000;
const TARGET_WARM_MS = 500;

const timeAsync = async (fn) => {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
};
const time = (fn) => {
  const start = performance.now();
  const value = fn();
  return [performance.now() - start, value];
};

const [configImportMs, config] = await timeAsync(() => import('../packages/config/dist/index.js'));
const [openapiImportMs, openapi] = await timeAsync(
  () => import('../packages/openapi/dist/index.js'),
);
const { createSchemaValidator, listProjectFiles, loadConfig, parseFrontmatter, validateConfig } =
  config;

const corpora = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const bin = fileURLToPath(new URL('../packages/cli/bin/quire.js', import.meta.url));
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
const names = process.env.BENCH_CORPORA ? process.env.BENCH_CORPORA.split(',') : all;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One `quire validate` as a process: wall and CPU milliseconds (GNU time's user + system), exit code. */
function validateOnce(root, cacheDir) {
  const timeFile = join(cacheDir, '..', 'time.txt');
  const start = performance.now();
  const r = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%U %S',
      '-o',
      timeFile,
      process.execPath,
      bin,
      'validate',
      root,
      '--format',
      'json',
      '--cache-dir',
      cacheDir,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const wallMs = performance.now() - start;
  const [user, sys] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
  const report = JSON.parse(r.stdout);
  return {
    wallMs,
    cpuMs: (user + sys) * 1000,
    exit: r.status,
    errors: report.errors,
    warnings: report.warnings,
  };
}

/** `quire validate` once after `quire build` filled its cache folder (the build itself not timed). */
function validateAfterBuild(root) {
  const work = mkdtempSync(join(tmpdir(), 'quire-bench-validate-built-'));
  try {
    const cacheDir = join(work, 'cache');
    spawnSync(
      process.execPath,
      [bin, 'build', root, '--out', join(work, 'out'), '--cache-dir', cacheDir, '--format', 'json'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return validateOnce(root, cacheDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Cold once (empty cache folder), then warm RUNS times over the same folder (the medians), then once after one page
 * changed (a line added at its end: what a run on save pays). Over a copy of the corpus, which the last step edits.
 */
function validateColdWarm(corpus, page) {
  const work = mkdtempSync(join(tmpdir(), 'quire-bench-validate-'));
  try {
    const root = join(work, 'docs');
    cpSync(corpus, root, { recursive: true });
    const cacheDir = join(work, 'cache');
    const cold = validateOnce(root, cacheDir);
    const warm = Array.from({ length: RUNS }, () => validateOnce(root, cacheDir));
    appendFileSync(join(root, page), '\nOne more line.\n');
    const changed = validateOnce(root, cacheDir);
    return {
      cold,
      warm: {
        wallMs: median(warm.map((w) => w.wallMs)),
        cpuMs: median(warm.map((w) => w.cpuMs)),
        exit: warm[0]?.exit,
      },
      changed,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (!existsSync('/usr/bin/time')) {
  console.error('bench/validate.mjs needs GNU time (/usr/bin/time): apt-get install time');
  process.exit(1);
}
const loadBefore = loadavg().map((l) => +l.toFixed(2));
console.log(`load average at the start: ${loadBefore.join(' ')} (${availableParallelism()} cores)`);
const schemaValidator = createSchemaValidator();
console.log(
  `import @quire/config: ${configImportMs.toFixed(0)} ms, @quire/openapi: ${openapiImportMs.toFixed(0)} ms (first import in this process)`,
);
const results = {
  configImportMs: Math.round(configImportMs),
  openapiImportMs: Math.round(openapiImportMs),
  runs: RUNS,
  targets: { coldMs: TARGET_COLD_MS, warmMs: TARGET_WARM_MS },
};
console.log(
  'corpus          cold ms  cold CPU  warm ms  warm CPU  1 page ms  1 page CPU  built ms  built CPU  exit  errors  warnings | load ms  files ms  validate ms  frontmatter ms  openapi ms  files  pages',
);
for (const name of names) {
  const root = `${corpora}${name}`;
  if (!existsSync(`${root}/docs.json`)) continue;
  const [loadMs, loaded] = time(() => loadConfig(root));
  const [filesMs, files] = time(() => listProjectFiles(root));
  const pages = files.filter((f) => /\.mdx?$/.test(f));
  const command = validateColdWarm(root, pages[Math.floor(pages.length / 2)]);
  const built = validateAfterBuild(root);
  const [validateMs] = time(() => validateConfig({ loaded, files, schemaValidator }));
  const [frontmatterMs] = time(() =>
    pages.forEach((f) => parseFrontmatter(readFileSync(`${root}/${f}`, 'utf8'), f)),
  );
  const [openapiMs] = await timeAsync(() =>
    openapi.validateOpenApi({
      root,
      config: loaded.value,
      locate: loaded.sources.locate,
      files,
      fetchRemote: false,
      cacheDir: false,
    }),
  );
  const row = {
    coldMs: Math.round(command.cold.wallMs),
    coldCpuMs: Math.round(command.cold.cpuMs),
    warmMs: Math.round(command.warm.wallMs),
    warmCpuMs: Math.round(command.warm.cpuMs),
    changedMs: Math.round(command.changed.wallMs),
    changedCpuMs: Math.round(command.changed.cpuMs),
    afterBuildMs: Math.round(built.wallMs),
    afterBuildCpuMs: Math.round(built.cpuMs),
    exit: command.cold.exit,
    errors: command.cold.errors,
    warnings: command.cold.warnings,
    loadMs: +loadMs.toFixed(1),
    filesMs: +filesMs.toFixed(1),
    validateMs: +validateMs.toFixed(1),
    frontmatterMs: Math.round(frontmatterMs),
    openapiMs: Math.round(openapiMs),
    files: files.length,
    pages: pages.length,
  };
  results[name] = row;
  const cells = [
    row.coldMs,
    row.coldCpuMs,
    row.warmMs,
    row.warmCpuMs,
    row.changedMs,
    row.changedCpuMs,
    row.afterBuildMs,
    row.afterBuildCpuMs,
    row.exit,
    row.errors,
    row.warnings,
  ];
  const parts = [
    row.loadMs,
    row.filesMs,
    row.validateMs,
    row.frontmatterMs,
    row.openapiMs,
    row.files,
    row.pages,
  ];
  const widths = [7, 8, 7, 8, 10, 11, 8, 9, 4, 6, 8];
  const partWidths = [7, 8, 11, 14, 10, 5, 6];
  console.log(
    `${name.padEnd(15)} ${cells.map((c, i) => String(c).padStart(widths[i])).join('  ')} | ${parts.map((c, i) => String(c).padStart(partWidths[i])).join('  ')}`,
  );
}
const largest = Object.entries(results)
  .filter(([, r]) => typeof r === 'object' && r?.pages !== undefined)
  .sort(([, a], [, b]) => b.pages - a.pages)[0];
if (largest) {
  const [name, r] = largest;
  const verdict = (ms, target) => (ms <= target ? 'met' : 'MISSED');
  results.largest = name;
  console.log(
    `\nlargest corpus ${name} (${r.pages} pages): cold ${r.coldMs} ms (target < ${TARGET_COLD_MS}: ${verdict(r.coldMs, TARGET_COLD_MS)}), warm ${r.warmMs} ms (target < ${TARGET_WARM_MS}: ${verdict(r.warmMs, TARGET_WARM_MS)}); one page changed ${r.changedMs} ms; after a build into the same cache folder ${r.afterBuildMs} ms (${r.afterBuildCpuMs} ms CPU)`,
  );
}
results.load = { before: loadBefore, after: loadavg().map((l) => +l.toFixed(2)) };
console.log(
  `load average at the start ${loadBefore.join(' ')}, at the end ${results.load.after.join(' ')}`,
);
console.log(JSON.stringify(results));
