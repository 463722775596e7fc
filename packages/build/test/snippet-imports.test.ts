import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';

const root = fileURLToPath(new URL('../../../fixtures/snippet-imports/', import.meta.url));
let out: string;
let result: BuildResult;
let html: string;

beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'quire-snippets-'));
  out = join(work, 'site');
  result = await buildSite({ root, outDir: out, cacheDir: join(work, 'cache'), network: false });
  html = result.ok ? await readFile(join(out, 'index.html'), 'utf8') : '';
}, 120_000);

describe('snippet imports as the reference resolves them', () => {
  it('builds, with a missing snippet a warning at its import', () => {
    expect(
      result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`),
    ).toEqual(['warning mdx/import-not-found index.mdx:5:1']);
    expect(result.ok).toBe(true);
  });

  it('binds a default import to the snippet export of the same name', () => {
    expect(html).toContain('<ul class="cards"><li>First card</li><li>Second card</li></ul>');
  });

  it("hoists an import written inside a component's children of a snippet", () => {
    expect(html).toMatch(/Run the installer\.<\/p><p>Extra words from a snippet\.<\/p>/);
  });

  it('renders a component that imports its hooks from "react"', () => {
    expect(html).toContain('<button class="clicker" data-ready="no">Clicks: 0</button>');
  });
});
