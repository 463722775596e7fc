import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { MAX_FILE_CHARS } from '@quire/mdx';

describe('a page over the size limit', () => {
  it('is refused with a diagnostic instead of holding the build', async () => {
    const work = await mkdtemp(join(tmpdir(), 'quire-size-'));
    const root = join(work, 'docs');
    await mkdir(root);
    await writeFile(
      join(root, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Size',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index', 'huge'] },
      }),
    );
    await writeFile(join(root, 'index.mdx'), '---\ntitle: Small\n---\n\nA small page.\n');
    const headings: string[] = [];
    for (let i = 0; headings.length * 30 < MAX_FILE_CHARS + 1000; i++)
      headings.push(`## Heading ${i}\n\nSome text ${i}.\n\n`);
    await writeFile(join(root, 'huge.mdx'), `---\ntitle: Huge\n---\n\n${headings.join('')}`);
    const result = await buildSite({
      root,
      outDir: join(work, 'out'),
      cacheDir: join(work, 'cache'),
      network: false,
    });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual([
      'mdx/file-too-large huge.mdx:1:1',
    ]);
    expect(errors[0]?.message).toContain('at most 1,048,576');
  }, 120_000);
});
