#!/usr/bin/env node
// `quire validate` on each corpus: the whole command as a process (median wall time, the number a
// user waits for), and in process the parts of the config stage (load with $ref, list files,
// schema + rules with a compiled schema), plus parseFrontmatter over every page.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createSchemaValidator, listProjectFiles, loadConfig, parseFrontmatter, validateConfig } from '../packages/config/dist/index.js';

const corpora = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const bin = fileURLToPath(new URL('../packages/cli/bin/quire.js', import.meta.url));
const names = ['mintlify-docs', 'prefect', 'trigger-dev', 'mem0', 'turso', 'mcp', 'stagehand', 'tickdb', 'hoppscotch'];
const RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (fn) => {
  const start = performance.now();
  const value = fn();
  return [performance.now() - start, value];
};

const [compileMs, schemaValidator] = time(() => createSchemaValidator());
console.log(`schema compile: ${compileMs.toFixed(0)} ms`);
const results = { schemaCompileMs: Math.round(compileMs) };
console.log('corpus          command ms  load ms  files ms  validate ms  frontmatter ms  files  pages');
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
  const [frontmatterMs] = time(() => pages.forEach((f) => parseFrontmatter(readFileSync(`${root}/${f}`, 'utf8'), f)));
  const row = {
    commandMs: Math.round(median(command)),
    loadMs: +loadMs.toFixed(1),
    filesMs: +filesMs.toFixed(1),
    validateMs: +validateMs.toFixed(1),
    frontmatterMs: Math.round(frontmatterMs),
    files: files.length,
    pages: pages.length,
  };
  results[name] = row;
  const cells = [row.commandMs, row.loadMs, row.filesMs, row.validateMs, row.frontmatterMs, row.files, row.pages];
  const widths = [10, 7, 8, 11, 14, 5, 6];
  console.log(`${name.padEnd(15)} ${cells.map((c, i) => String(c).padStart(widths[i])).join('  ')}`);
}
console.log(JSON.stringify(results));
