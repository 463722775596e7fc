#!/usr/bin/env node
// Loads the largest OpenAPI spec of the corpora and builds the endpoint page model of every
// operation; prints the times. Needs the built packages (npm run build).
import { readFile, stat } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  buildEndpointPage,
  createEndpointPageCache,
  loadOpenApiIndex,
} from '../packages/openapi/dist/index.js';

const corpora = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
const candidates = execFileSync(
  'find',
  [corpora, '-name', '*.json', '-o', '-name', '*.yaml', '-o', '-name', '*.yml'],
  { encoding: 'utf8' },
)
  .trim()
  .split('\n')
  .filter((f) => !f.includes('/_expected/'));
let largest = { file: '', size: 0, root: '' };
for (const file of candidates) {
  const text = await readFile(file, 'utf8');
  if (!/^\s*["']?(openapi|swagger)["']?\s*:/m.test(text)) continue;
  const { size } = await stat(file);
  if (size > largest.size)
    largest = { file, size, root: file.slice(0, file.indexOf('/', corpora.length) + 1) };
}
const relative = largest.file.slice(largest.root.length);
const t0 = performance.now();
const index = await loadOpenApiIndex({
  files: [relative],
  readText: (f) => readFile(largest.root + f, 'utf8'),
});
const t1 = performance.now();
const spec = index.specs[0];
const cache = createEndpointPageCache();
let pages = 0;
let bytes = 0;
for (const op of [...spec.operations, ...spec.webhooks]) {
  const page = buildEndpointPage(
    index,
    op,
    { examples: { languages: ['bash', 'python', 'javascript'] } },
    {},
    cache,
  );
  if (page) {
    pages++;
    bytes += JSON.stringify(page).length;
  }
}
const t2 = performance.now();
const figures = {
  spec: relative,
  specBytes: largest.size,
  operations: spec.operations.length + spec.webhooks.length,
  loadMs: Math.round(t1 - t0),
  buildModelsMs: Math.round(t2 - t1),
  pages,
  modelBytes: bytes,
};
console.log(
  `spec             ${figures.spec} (${(figures.specBytes / 1024).toFixed(0)} KB, ${figures.operations} operations)`,
);
console.log(`load + validate  ${figures.loadMs} ms`);
console.log(
  `build ${pages} models ${figures.buildModelsMs} ms (${(bytes / 1024 / 1024).toFixed(1)} MB of JSON)`,
);
console.log(JSON.stringify(figures));
