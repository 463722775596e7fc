import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';

const fixture = fileURLToPath(
  new URL('../../../fixtures/page-nested-component-error/', import.meta.url),
);

let work: string;
let result: BuildResult;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-nested-error-'));
  result = await buildSite({
    root: fixture,
    outDir: join(work, 'out'),
    cacheDir: join(work, 'cache'),
    network: false,
  });
}, 120_000);

const errorsOf = (file: string) =>
  result.diagnostics.filter((d) => d.file === file && d.severity === 'error');

describe('a component that a page-defined component renders throws', () => {
  it('is reported at the page element that led to it, naming the inner component, and no page crashes', () => {
    expect(result.ok).toBe(false);
    expect(result.diagnostics.some((d) => d.code === 'build/page-crashed')).toBe(false);
    const at = result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`);
    expect(at.sort()).toEqual([
      'mdx/component-error page-defined.mdx:17:1',
      'mdx/component-error page-defined.mdx:23:1',
      'mdx/component-error snippet.mdx:13:3',
    ]);
  });

  it('names the component that threw inside a page-defined one, and the page-level one', () => {
    const [list, example] = errorsOf('page-defined.mdx').sort(
      (a, b) => (a.line ?? 0) - (b.line ?? 0),
    );
    expect(list?.message).toContain('<PriceList>');
    expect(list?.message).toContain('<Price>, which it renders, threw');
    expect(list?.message).toContain("reading 'toFixed'");
    expect(list?.hint).toContain('Fix <Price>');
    expect(example?.message).toContain('<CodeGroup>, which it renders, threw');
    expect(errorsOf('snippet.mdx')[0]?.message).toContain(
      '<Panel> threw while the page rendered: <Label>, which it renders',
    );
  });

  it("places a built-in's prop problem found inside a page-defined component at the page element", () => {
    const badge = result.diagnostics.find((d) => d.code === 'components/invalid-prop');
    expect(badge).toMatchObject({
      severity: 'warning',
      file: 'page-defined.mdx',
      line: 29,
      column: 1,
    });
    expect(badge?.message).toContain('<Badge> got color="neon"');
  });
});
