import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { useBuiltFixture } from '../../../test-support/built-fixture.js';

const root = fileURLToPath(new URL('../../../fixtures/links-basic/', import.meta.url));
const fixtureBuild = useBuiltFixture(root, 'build-links');

describe('quire build and broken links', () => {
  it('reports every broken link as a warning, the same as quire broken-links, and still builds', async () => {
    const expected = JSON.parse(await readFile(join(root, 'expected.json'), 'utf8')) as {
      default: { code: string; file: string; line: number; column: number }[];
    };
    const links = fixtureBuild.result.diagnostics.filter((d) => d.code.startsWith('links/'));
    expect(links.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`).sort()).toEqual(
      expected.default.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`).sort(),
    );
    expect(links.every((d) => d.severity === 'warning')).toBe(true);
    expect(fixtureBuild.result.ok).toBe(true);
  });

  it('keeps the parsed links in the cache folder for the next build', async () => {
    const cached = JSON.parse(
      await readFile(join(fixtureBuild.work, 'cache', 'links.json'), 'utf8'),
    ) as {
      entries: Record<string, unknown>;
    };
    expect(Object.keys(cached.entries)).toHaveLength(6);
  });

  it('fails under --strict because of them', async () => {
    const strict = await buildSite({
      root,
      outDir: join(fixtureBuild.work, 'strict'),
      cacheDir: join(fixtureBuild.work, 'cache'),
      network: false,
      strict: true,
    });
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics.filter((d) => d.code === 'links/broken-link')).toHaveLength(
      fixtureBuild.result.diagnostics.filter((d) => d.code === 'links/broken-link').length,
    );
  }, 120_000);

  // Issue 30.3: fragments too, as `quire broken-links --check-anchors` checks them, as warnings.
  it('reports every broken #fragment as a warning, where quire broken-links --check-anchors reports it', async () => {
    const anchors = fileURLToPath(new URL('../../../fixtures/links-anchors/', import.meta.url));
    const expected = JSON.parse(await readFile(join(anchors, 'expected.json'), 'utf8')) as {
      checkAnchors: { code: string; file: string; line: number; column: number }[];
    };
    const built = await buildSite({
      root: anchors,
      outDir: join(fixtureBuild.work, 'anchors'),
      cacheDir: join(fixtureBuild.work, 'anchors-cache'),
      network: false,
    });
    const found = built.diagnostics.filter((d) => d.code.startsWith('links/'));
    expect(found.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual(
      expected.checkAnchors.map((d) => `warning ${d.code} ${d.file}:${d.line}:${d.column}`),
    );
    expect(built.ok).toBe(true);
  }, 120_000);
});
