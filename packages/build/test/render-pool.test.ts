import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteModel } from '@quire/navigation';
import { createBuildContext } from '../src/build-context.js';
import { renderChunk } from '../src/render-chunk.js';
import { renderRoutesInWorkers, startRenderPool, type PoolResult } from '../src/render-pool.js';
import { createSiteWriter } from '../src/site-writer.js';
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
  writeFileSync(
    join(root, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Pool',
      colors: { primary: '#0D9373' },
      navigation: { pages: urls.map((u) => u.slice(1)) },
    }),
  );
  writeFileSync(join(root, 'snippets', 'shared.mdx'), 'Shared text with a [link](/p1).\n');
  for (let i = 0; i < PAGES; i++) {
    writeFileSync(
      join(root, `p${i}.mdx`),
      `---\ntitle: Page ${i}\n---\nimport Shared from '/snippets/shared.mdx';\n\n## Part ${i}\n\nSee [the next page](/p${(i + 1) % PAGES}).\n\n<Shared />\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`\n`,
    );
  }
  mkdirSync(join(work, 'stage'));
  init = {
    root,
    stagingDir: join(work, 'stage'),
    specCacheDir: join(work, 'cache'),
    assets: { css: [], js: [], modules: [] },
    cacheData: undefined,
    baseUrl: undefined,
    basePath: '',
    lastModified: {},
  };
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('render workers', () => {
  let cold: PoolResult;

  it('write every page and send back each compiled module once, and the links of every page', async () => {
    cold = await renderRoutesInWorkers(script, init, urls, 2);
    expect(cold.summaries.map((s) => s.url).sort()).toEqual([...urls].sort());
    expect(readFileSync(join(work, 'stage', 'p3', 'index.html'), 'utf8')).toContain(
      'Shared text with a',
    );
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
    expect(warm.cache.modules.map((m) => m.hash).sort()).toEqual(
      cold.cache.modules.map((m) => m.hash).sort(),
    );
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

  it("share the routes with the build's own thread, which renders its part with the build's context", async () => {
    const stagingDir = join(work, 'stage-shared');
    mkdirSync(stagingDir);
    const shared = { ...init, stagingDir };
    const loaded = await loadSiteModel(init.root, { cacheDir: init.specCacheDir });
    const ctx = await createBuildContext(init.root, loaded, {
      assets: init.assets,
      cacheData: undefined,
      baseUrl: undefined,
      collectLinks: true,
    });
    const byUrl = new Map(loaded.model.routes.map((r) => [r.url, r]));
    const writer = createSiteWriter(stagingDir);
    const here: string[] = [];
    const local = {
      render: async (batch: readonly string[]) => {
        here.push(...batch);
        return renderChunk(ctx, byUrl, writer, batch);
      },
      stats: ctx.cache.stats,
    };
    const result = await startRenderPool(
      script,
      { root: init.root, specCacheDir: init.specCacheDir },
      1,
    ).render(shared, urls, 1, { local });
    expect(result.summaries.map((s) => s.url).sort()).toEqual([...urls].sort());
    // This thread takes the first batch at once (the worker is still starting); on a loaded machine it may take them all.
    expect(here.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(readFileSync(join(stagingDir, url.slice(1), 'index.html'), 'utf8')).toContain(
        'Shared text with a',
      );
    // Each renderer that had pages compiles the shared snippet once; every page's module comes back for the cache, and its links.
    expect(result.stats.compiles).toBe(PAGES + (here.length < PAGES ? 2 : 1));
    expect(result.cache.modules.map((m) => m.file).sort()).toEqual(
      ['snippets/shared.mdx', ...urls.map((u) => `${u.slice(1)}.mdx`)].sort(),
    );
    expect(result.links.size).toBe(PAGES + 1);
  }, 120_000);

  it('fail a batch whose write failed, at the end of the batch, with no unhandled rejection meanwhile', async () => {
    const loaded = await loadSiteModel(init.root, { cacheDir: init.specCacheDir });
    const ctx = await createBuildContext(init.root, loaded, {
      assets: init.assets,
      cacheData: undefined,
      baseUrl: undefined,
      collectLinks: false,
    });
    const byUrl = new Map(loaded.model.routes.map((r) => [r.url, r]));
    let writes = 0;
    // The first page's files fail at once, while the batch goes on rendering the other pages.
    const writer = {
      write: async () => (writes++ < 2 ? Promise.reject(new Error('disk full')) : undefined),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(renderChunk(ctx, byUrl, writer, urls.slice(0, 4))).rejects.toThrow('disk full');
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(writes).toBe(8);
    expect(unhandled).toEqual([]);
  }, 120_000);
});
