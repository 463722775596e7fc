import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listProjectFiles } from '@quire/config';
import { builtCorpus, CORPORA, CORPORA_DIR } from '../../../test-support/built-corpus.js';

/** Broken links checked by hand: each is reported, at this place. */
const KNOWN: Readonly<Record<string, readonly string[]>> = {
  hoppscotch: [
    'index.mdx:63:11 /documentation/clients/cli',
    'support/getting-started/faq.mdx:41:174 /documentation/features',
  ],
  mcp: ['specification/2026-07-28/index.mdx:149:11 /specification/2026-07-28/client'],
  'mintlify-docs': ['fr/index.mdx:45:175 /docs/fr/quickstart'],
  prefect: [
    'integrations/prefect-dask/index.mdx:154:41 /v3/develop/task-runners',
    'v3/api-ref/index.mdx:9:26 /v3/api-ref/python',
  ],
  tickdb: ['README.en.md:12:8 /README.md'],
  'trigger-dev': ['migration-n8n.mdx:21:85 /tasks'],
  turso: [
    'sql-reference/functions/scalar.mdx:459:98 /docs/extensions',
    'features/embedded-replicas/with-render.mdx:66:30 /features/embedded-replicas/images/platforms/render-env-vars.png',
  ],
};

/**
 * An independent look at the file system for what a reported path could have meant: a page file
 * (`<path>.mdx`, `.md`, `<path>/index.mdx`) or a file at that path, among the files that are published.
 */
function existsInRepository(files: ReadonlySet<string>, path: string): boolean {
  const p = path.replace(/^\/+|\/+$/g, '').replace(/\.md$/, '');
  const candidates = [p, `${p}.mdx`, `${p}.md`, `${p}/index.mdx`, `${p}/index.md`];
  return candidates.some((c) => files.has(c) && !c.startsWith('snippets/'));
}

// `quire build` runs the link check: its report (built once per test run, shared with the build's tests) holds them.
describe.each(CORPORA)('broken links in %s', (name) => {
  it('quire build warns about links whose target does not exist, at the place they are written, and only those', () => {
    const root = join(CORPORA_DIR, name);
    const links = builtCorpus(name).report.diagnostics.filter((d) => d.code.startsWith('links/'));
    // Fragments are checked too (issue 30.3), as warnings; the paths of the other links are checked below.
    const anchors = links.filter((d) => d.code === 'links/broken-anchor');
    expect(anchors.every((d) => d.severity === 'warning')).toBe(true);
    const broken = links.filter((d) => d.code !== 'links/broken-anchor');
    const files = new Set(listProjectFiles(root));
    const found = broken.map((d) => {
      const path = /points to (\S+?)(?: \(relative to [^)]*\))?, where/.exec(d.message)?.[1] ?? '';
      return { d, path, key: `${d.file}:${d.line}:${(d as { column?: number }).column} ${path}` };
    });
    expect(found.every((f) => f.d.severity === 'warning' && f.d.code === 'links/broken-link')).toBe(
      true,
    );
    expect(found.filter((f) => existsInRepository(files, f.path)).map((f) => f.key)).toEqual([]);
    for (const f of found) expect(existsSync(join(root, f.d.file ?? '')), f.key).toBe(true);
    expect(found.map((f) => f.key)).toEqual(expect.arrayContaining([...(KNOWN[name] ?? [])]));
    console.log(
      `${name}: ${broken.length} broken links in ${new Set(broken.map((d) => d.file)).size} files, ${anchors.length} broken fragments`,
    );
  }, 900_000);
});
