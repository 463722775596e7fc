import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';

// Issue 20.5: per-page work is linear in the page's size, so a page with 20,000 headings (a
// tenth of them with the same text) builds, and its anchors and table of contents are right.
// The times measured are in the session's report; no test asserts a wall-clock time.
const HEADINGS = 20_000;
let work: string;
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a page with 20,000 headings', () => {
  it('builds, with one unique anchor per heading and a table of contents that lists each', async () => {
    work = await mkdtemp(join(tmpdir(), 'quire-scaling-'));
    const root = join(work, 'docs');
    await mkdir(root);
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Scale',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index', 'big'] },
      }),
    );
    await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
    const parts: string[] = [];
    for (let i = 0; i < HEADINGS; i++)
      parts.push(i % 10 === 0 ? '## Same\n\n' : `## Heading ${i}\n\n`);
    await writeFile(join(root, 'big.mdx'), `---\ntitle: Big\n---\n\n${parts.join('')}`);
    const result = await buildSite({
      root,
      outDir: join(work, 'out'),
      cacheDir: join(work, 'cache'),
      network: false,
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = await readFile(join(work, 'out/big/index.html'), 'utf8');
    const anchors = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(anchors).toHaveLength(HEADINGS);
    expect(new Set(anchors).size).toBe(HEADINGS);
    expect([
      anchors[0],
      anchors[1],
      anchors[10],
      anchors[HEADINGS - 10],
      anchors[HEADINGS - 1],
    ]).toEqual(['same', 'heading-1', 'same-2', `same-${HEADINGS / 10}`, `heading-${HEADINGS - 1}`]);
    const toc = [
      ...html.slice(html.indexOf('id="table-of-contents"')).matchAll(/<a href="#([^"]+)"/g),
    ].map((m) => m[1]);
    expect(toc).toEqual(anchors);
    const markdown = await readFile(join(work, 'out/big.md'), 'utf8');
    expect(markdown.match(/^## /gm)).toHaveLength(HEADINGS);
  }, 300_000);
});
