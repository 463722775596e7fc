import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoutesInWorkers, startRenderPool, type PoolResult } from '../src/render-pool.js';
import type { WorkerInit } from '../src/worker-messages.js';

// The render workers of `quire build` (the compiled worker script, as the CLI runs it): what they send
// back is all the build keeps of the pages they compiled, since a worker lets go of each page it rendered.

const script = fileURLToPath(new URL('../dist/render-worker.js', import.meta.url));
const PAGES = 24;
let work: string;
let init: WorkerInit;
const urls = Array.from({ length: PAGES }, (_, i) => `/p${i}`);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'quire-render-pool-'));
  const root = join(work, 'docs');
  mkdirSync(join(root, 'snippets'), { recursive: true });
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Pool', colors: { primary: '#0D9373' }, navigation: { pages: urls.map((u) => u.slice(1)) } }));
  writeFileSync(join(root, 'snippets', 'shared.mdx'), 'Shared text with a [link](/p1).\n');
  for (let i = 0; i < PAGES; i++) {
    writeFileSync(join(root, `p${i}.mdx`), `---\ntitle: Page ${i}\n---\nimport Shared from '/snippets/shared.mdx';\n\n## Part ${i}\n\nSee [the next page](/p${(i + 1) % PAGES}).\n\n<Shared />\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`\n`);
  }
  mkdirSync(join(work, 'stage'));
  init = { root, stagingDir: join(work, 'stage'), specCacheDir: join(work, 'cache'), assets: { css: [], js: [], modules: [] }, cacheData: undefined, baseUrl: undefined };
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('render workers', () => {
  let cold: PoolResult;

  it('write every page and send back each compiled module once, and the links of every page', async () => {
    cold = await renderRoutesInWorkers(script, init, urls, 2);
    expect(cold.summaries.map((s) => s.url).sort()).toEqual([...urls].sort());
    expect(readFileSync(join(work, 'stage', 'p3', 'index.html'), 'utf8')).toContain('Shared text with a');
    const files = cold.cache.modules.map((m) => m.file).sort();
    expect(files).toEqual(['snippets/shared.mdx', ...urls.map((u) => `${u.slice(1)}.mdx`)].sort());
    expect(cold.cache.modules.every((m) => m.code !== undefined)).toBe(true);
    // Each worker compiles the shared snippet once and keeps it for its other pages.
    expect(cold.stats.compiles).toBe(PAGES + 2);
    expect(cold.links.size).toBe(PAGES + 1);
  }, 120_000);

  it('take every page from the cache they sent back, and report all of it as used', async () => {
    const warm = await renderRoutesInWorkers(script, { ...init, cacheData: cold.cache }, urls, 2);
    expect(warm.stats.compiles).toBe(0);
    // Every page, and the snippet each of them imports.
    expect(warm.stats.hits).toBe(2 * PAGES);
    expect(warm.cache.modules.map((m) => m.hash).sort()).toEqual(cold.cache.modules.map((m) => m.hash).sort());
  }, 120_000);

  it('start before the build knows what they will render, and only as many as it then asks for work', async () => {
    const pool = startRenderPool(script, { root: init.root, specCacheDir: init.specCacheDir }, 3);
    const some = urls.slice(0, 5);
    const result = await pool.render(init, some, 1);
    pool.close();
    expect(result.summaries.map((s) => s.url).sort()).toEqual([...some].sort());
    // One worker: five pages and the snippet they share, compiled once.
    expect(result.stats.compiles).toBe(some.length + 1);
  }, 120_000);
});
