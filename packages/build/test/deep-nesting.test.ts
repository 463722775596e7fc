import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';

// Issue 33: a page of 20,000 nested elements took half a minute and 3 GB before overflowing the
// stack at 1:1. Nesting is checked before any parser runs: each page past the bound is one
// positioned error, the page at the bound builds.
const FRONT = '---\ntitle: Deep\n---\n\n';
const n = 20_000;
const PAGES: Record<string, string> = {
  'elements.mdx': `${FRONT}Intro.\n\n${'<div>'.repeat(n)}x${'</div>'.repeat(n)}\n`,
  'quotes.md': `${FRONT}${'>'.repeat(n)} x\n`,
  'lists.mdx': `${FRONT}${Array.from({ length: 100 }, (_, i) => `${' '.repeat(i * 2)}- item`).join('\n')}\n`,
  'emphasis.mdx': `${FRONT}${'*a '.repeat(n)}x${' b*'.repeat(n)}\n`,
  'expression.mdx': `${FRONT}{${'['.repeat(n)}${']'.repeat(n)}}\n`,
  'snippet-user.mdx': `${FRONT}import { Deep } from '/snippets/deep.jsx';\n\n<Deep />\n`,
  'snippets/deep.jsx': `export const Deep = () => ${'('.repeat(n)}null${')'.repeat(n)};\n`,
  'at-bound.mdx': `${FRONT}${'<div>'.repeat(63)}x${'</div>'.repeat(63)}\n\n> > > quoted\n\n**bold** and *em*\n`,
};

describe('pages nested past the bound', () => {
  it('are refused before parsing, each with an error at the level past the bound', async () => {
    const work = await mkdtemp(join(tmpdir(), 'quire-deep-'));
    const root = join(work, 'docs');
    await mkdir(join(root, 'snippets'), { recursive: true });
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Deep',
        colors: { primary: '#0D9373' },
        navigation: {
          pages: [
            'elements',
            'quotes',
            'lists',
            'emphasis',
            'expression',
            'snippet-user',
            'at-bound',
          ],
        },
      }),
    );
    for (const [file, text] of Object.entries(PAGES)) await writeFile(join(root, file), text);
    const result = await buildSite({
      root,
      outDir: join(work, 'out'),
      cacheDir: join(work, 'cache'),
      network: false,
    });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)
      .sort();
    expect(errors).toEqual([
      'mdx/nesting-too-deep elements.mdx:7:321',
      'mdx/nesting-too-deep emphasis.mdx:5:385',
      'mdx/nesting-too-deep expression.mdx:5:65',
      'mdx/nesting-too-deep lists.mdx:69:129',
      'mdx/nesting-too-deep quotes.md:5:65',
      'mdx/nesting-too-deep snippets/deep.jsx:1:91',
    ]);
    const message = result.diagnostics.find((d) => d.file === 'elements.mdx')?.message;
    expect(message).toBe('This file nests elements more than 64 levels deep, so it is not built.');
    expect(result.diagnostics.filter((d) => d.file === 'at-bound.mdx')).toEqual([]);
  }, 120_000);
});
