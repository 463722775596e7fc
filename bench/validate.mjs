#!/usr/bin/env node
// `quire validate` on each corpus: the whole command as a process (median wall time of BENCH_RUNS runs,
// default 5: the number a user waits for), and in process the parts of it: loading docs.json with its
// $refs, listing files, the schema + rules, parseFrontmatter over every page, and the OpenAPI checks
// (loading and checking every spec, endpoint references; offline). Also how long importing the config
// and openapi packages takes (their schemas are compiled ahead of time, so this is module loading only).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

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
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const schemaValidator = createSchemaValidator();
console.log(
  `import @quire/config: ${configImportMs.toFixed(0)} ms, @quire/openapi: ${openapiImportMs.toFixed(0)} ms (first import in this process)`,
);
const results = {
  configImportMs: Math.round(configImportMs),
  openapiImportMs: Math.round(openapiImportMs),
  runs: RUNS,
};
console.log(
  'corpus          command ms  load ms  files ms  validate ms  frontmatter ms  openapi ms  files  pages',
);
for (const name of names) {
  const root = `${corpora}${name}`;
  if (!existsSync(`${root}/docs.json`)) continue;
  const command = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    spawnSync(process.execPath, [bin, 'validate', root, '--format', 'json'], { stdio: 'ignore' });
    command.push(performance.now() - start);
  }
  const [loadMs, loaded] = time(() => loadConfig(root));
  const [filesMs, files] = time(() => listProjectFiles(root));
  const [validateMs] = time(() => validateConfig({ loaded, files, schemaValidator }));
  const pages = files.filter((f) => /\.mdx?$/.test(f));
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
    commandMs: Math.round(median(command)),
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
    row.commandMs,
    row.loadMs,
    row.filesMs,
    row.validateMs,
    row.frontmatterMs,
    row.openapiMs,
    row.files,
    row.pages,
  ];
  const widths = [10, 7, 8, 11, 14, 10, 5, 6];
  console.log(
    `${name.padEnd(15)} ${cells.map((c, i) => String(c).padStart(widths[i])).join('  ')}`,
  );
}
console.log(JSON.stringify(results));
