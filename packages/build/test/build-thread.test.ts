import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../src/build-site.js';
import type * as BuildThread from '../src/build-thread.js';

// `quire build` runs a cold build in a thread of its own (the compiled module, as the CLI runs it): what the
// caller gets is what the build in its own thread would give, progress included, and a failure is a rejection.

const { buildSiteInThread } = (await import(
  new URL('../dist/build-thread.js', import.meta.url).href
)) as typeof BuildThread;
const { buildSite } = await import('../src/build-site.js');

const PAGES = 12;
let work: string;
let root: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'quire-build-thread-'));
  root = join(work, 'docs');
  mkdirSync(root);
  const pages = Array.from({ length: PAGES }, (_, i) => `p${i}`);
  writeFileSync(
    join(root, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Thread',
      colors: { primary: '#0D9373' },
      navigation: { pages },
    }),
  );
  for (const [i, page] of pages.entries()) {
    writeFileSync(
      join(root, `${page}.mdx`),
      `---\ntitle: Page ${i}\n---\n## Part ${i}\n\nSee [the next page](/p${(i + 1) % PAGES}) and [nowhere](/missing-${i}).\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`\n`,
    );
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const summary = (r: BuildResult) => ({
  ok: r.ok,
  pages: r.stats.pages,
  diagnostics: r.diagnostics.map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? ''}`).sort(),
});

describe('the build thread', () => {
  let cold: BuildResult;
  const progress: [number, number][] = [];
  const stacks: string[] = [];

  it('builds a cold site as the build in this thread does, and reports its progress to the end', async () => {
    cold = await buildSiteInThread({
      root,
      outDir: join(work, 'out'),
      cacheDir: join(work, 'cache'),
      onProgress: (done, total) => {
        progress.push([done, total]);
        stacks.push(new Error().stack ?? '');
      },
    });
    const here = await buildSite({
      root,
      outDir: join(work, 'out-here'),
      cacheDir: join(work, 'cache-here'),
    });
    expect(summary(cold)).toEqual(summary(here));
    expect(cold.ok).toBe(true);
    expect(cold.stats.pages).toBe(PAGES);
    // The broken links are warnings, placed at their page.
    expect(cold.diagnostics.filter((d) => d.file === 'p3.mdx').length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual([PAGES, PAGES]);
    // Reported from another thread: the build is not on the stack of the progress callback.
    expect(stacks.length).toBeGreaterThan(0);
    expect(stacks.filter((s) => /build-site|render-all/.test(s))).toEqual([]);
    expect(readFileSync(join(work, 'out', 'p3', 'index.html'), 'utf8')).toBe(
      readFileSync(join(work, 'out-here', 'p3', 'index.html'), 'utf8'),
    );
  }, 120_000);

  it('builds again from the previous output (in this thread), reusing the pages', async () => {
    const warm = await buildSiteInThread({
      root,
      outDir: join(work, 'out'),
      cacheDir: join(work, 'cache'),
    });
    expect(summary(warm)).toEqual(summary(cold));
    expect(warm.stats.reused).toBe(PAGES);
  }, 120_000);

  it('rejects with the message of what the build failed with, and leaves nothing behind', async () => {
    const file = join(work, 'a-file');
    writeFileSync(file, '');
    await expect(
      buildSiteInThread({ root, outDir: join(file, 'out'), cacheDir: join(work, 'cache-failed') }),
    ).rejects.toThrow(/ENOTDIR/);
    expect(existsSync(join(work, 'cache-failed', 'render-manifest.json'))).toBe(false);
  }, 120_000);
});
