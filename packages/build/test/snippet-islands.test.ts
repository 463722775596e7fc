import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';

// What the build writes for the components pages and snippets export (the browser test runs them).

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/${name}/`, import.meta.url));

async function build(name: string): Promise<{ result: BuildResult; out: string }> {
  const work = await mkdtemp(join(tmpdir(), 'quire-islands-'));
  const out = join(work, 'site');
  return {
    result: await buildSite({
      root: fixture(name),
      outDir: out,
      cacheDir: join(work, 'cache'),
      network: false,
    }),
    out,
  };
}

const islandsOf = (html: string) =>
  [...html.matchAll(/<quire-island data-island="([^"]+)" data-export="([^"]+)"/g)].map(
    (m) => `${m[2]} ${m[1]}`,
  );

describe('islands in the build', () => {
  let out: string;
  let result: BuildResult;
  const page = (path: string) => readFile(join(out, path, 'index.html'), 'utf8');
  beforeAll(async () => {
    ({ result, out } = await build('snippet-islands'));
  }, 120_000);

  it('builds without a problem of its components', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code.startsWith('mdx/'))).toEqual([]);
  });

  it('writes one asset per component module, shared by every page that uses it', async () => {
    const assets = (await readdir(join(out, '_quire/assets'))).filter((f) =>
      /^island\.[0-9a-f]+\.js$/.test(f),
    );
    const [home, props, inline, whisper] = await Promise.all([
      page(''),
      page('props'),
      page('inline'),
      page('whisper'),
    ]);
    const counter = islandsOf(home).filter((i) => i.startsWith('Counter '));
    expect(counter).toHaveLength(2);
    expect(new Set(counter).size).toBe(1);
    expect(islandsOf(props)).toContain(counter[0]);
    // Named by an island, or by an island's props (the whisper page's own component, given to Reveal).
    const named = (html: string) =>
      [...html.matchAll(/\/_quire\/assets\/(island\.[0-9a-f]+\.js)/g)].map((m) => m[1]!);
    const used = new Set([home, props, inline, whisper].flatMap(named));
    // Counter, Mounted, Panel, Reveal, and the inline and whisper pages' own modules.
    expect(used.size).toBe(6);
    expect(assets.sort()).toEqual([...used].sort());
    expect(islandsOf(whisper).map((i) => i.split(' ')[0])).toEqual(['Reveal']);
    const code = await readFile(join(out, counter[0]!.split(' ')[1]!), 'utf8');
    expect(code).toMatch(/^export default \{entry:"snippets\/counter\.jsx"/);
    expect(code).not.toMatch(/\beval\(|new Function/);
  });

  it('gives an island its props as JSON and keeps its MDX children in a slot', async () => {
    const props = await page('props');
    expect(props).toContain(
      'data-export="Panel" data-props="{&quot;title&quot;:&quot;Details&quot;,&quot;items&quot;:[&quot;one&quot;,&quot;two&quot;]}"',
    );
    expect(props).toMatch(/<quire-slot style="display:contents"><p>The <strong>body<\/strong>/);
  });

  it('passes an exported component as a prop by reference, and keeps the built-ins an island renders as built', async () => {
    const props = await page('props');
    const reveal = islandsOf(props)
      .find((i) => i.startsWith('Reveal '))!
      .split(' ')[1]!;
    expect(props).toContain(
      `data-export="Reveal" data-props="{&quot;TitleComponent&quot;:{&quot;quire:component&quot;:[&quot;${reveal}&quot;,&quot;Title&quot;]},&quot;title&quot;:&quot;Heads up&quot;}"`,
    );
    expect(props).toMatch(
      /<quire-static data-key="Note\|\{\}" style="display:contents"><div class="q-callout/,
    );
  });

  it('adds nothing to a page without components of its own', async () => {
    const plain = await page('plain');
    expect(plain).not.toContain('quire-island');
    expect(plain).not.toMatch(/island\.[0-9a-f]+\.js/);
    expect(plain.match(/<script[^>]*>/g)).toEqual((await page('')).match(/<script[^>]*>/g));
  });
});

describe('components that cannot run in the browser', () => {
  let result: BuildResult;
  beforeAll(async () => {
    ({ result } = await build('snippet-islands-static'));
  }, 120_000);

  it('stay static, each with a warning at its element that says why', () => {
    const problems = result.diagnostics
      .filter((d) => d.code.startsWith('mdx/'))
      .sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0))
      .map((d) => `${d.severity} ${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`);
    expect(problems).toEqual([
      expect.stringMatching(
        /^warning mdx\/island-static index\.mdx:8:1 <ReadsDisk> .*snippets\/reads-disk\.jsx imports "node:fs", which is not a file of the docs\.$/,
      ),
      expect.stringMatching(
        /^warning mdx\/island-static index\.mdx:10:1 <Picker> .*its props are not JSON data/,
      ),
      expect.stringMatching(
        /^error mdx\/import-unsupported snippets\/reads-disk\.jsx:1:1 Cannot import "node:fs": it is a package or URL, not a file of the docs repository\.$/,
      ),
    ]);
  });
});
