import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';

const fixture = fileURLToPath(
  new URL('../../../fixtures/build-redirect-file-source/', import.meta.url),
);

describe('a redirect whose source is a file of the site', () => {
  it('builds, keeps the file, lists the redirect for hosts, and writes fallback pages for the others', async () => {
    const work = await mkdtemp(join(tmpdir(), 'quire-redirect-file-'));
    const out = join(work, 'site');
    const result = await buildSite({
      root: fixture,
      outDir: out,
      cacheDir: join(work, 'cache'),
      network: false,
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    const read = (p: string) => readFile(join(out, p), 'utf8');
    expect(await read('guide.md')).toContain('also served as Markdown');
    expect(await read('files/notes.txt')).toBe('Release notes, a static file.\n');
    expect(await read('_redirects')).toBe(
      '/guide.md /guide 308\n/files/notes.txt /guide 308\n/old-guide /guide 308\n',
    );
    expect(await read('old-guide/index.html')).toContain('url=/guide');
  }, 60_000);
});
