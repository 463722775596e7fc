import { render } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compilePage,
  createCompileCache,
  createHighlighter,
  createMdxCompiler,
  type CodeHighlighter,
} from '@quire/mdx';
import { testComponents, testKnownComponents } from './test-components.js';

const files: Record<string, string> = {
  'page.mdx':
    "import Intro from '/snippets/intro.mdx'\n\n# Page\n\n<Intro />\n\n```ts\nconst a = 1;\n```\n",
  'snippets/intro.mdx': 'Intro **v1**\n',
};
let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createHighlighter();
});

async function compileWith(
  cache: ReturnType<typeof createCompileCache>,
  sources: Record<string, string>,
  variables = {},
) {
  const compiler = createMdxCompiler({
    knownComponents: testKnownComponents,
    variables,
    highlighter,
  });
  const readFile = (f: string) => sources[f];
  return compilePage({
    compiler,
    file: 'page.mdx',
    source: sources['page.mdx'] ?? '',
    readFile,
    cache,
  });
}

describe('compile cache', () => {
  it('compiles each file once; a second compile of unchanged files is served from the cache', async () => {
    const cache = createCompileCache();
    const first = await compileWith(cache, files);
    expect(cache.stats).toEqual({ hits: 0, compiles: 2 });
    const misses = highlighter.stats.misses;
    const second = await compileWith(cache, files);
    expect(cache.stats).toEqual({ hits: 2, compiles: 2 });
    expect(highlighter.stats.misses).toBe(misses);
    expect(render(second.page!.renderPage(testComponents))).toBe(
      render(first.page!.renderPage(testComponents)),
    );
  });

  it('reports what it compiled and what it served from its data since the last call, and forgets files on request', async () => {
    const warm = createCompileCache();
    await compileWith(warm, files);
    const first = warm.takeChanges();
    expect(first.compiled.map((r) => r.file).sort()).toEqual(['page.mdx', 'snippets/intro.mdx']);
    expect(first.reused).toEqual([]);
    expect(warm.takeChanges()).toEqual({ compiled: [], reused: [] });
    const cache = createCompileCache(warm.toJSON());
    await compileWith(cache, { ...files, 'page.mdx': `${files['page.mdx']}\nMore.\n` });
    const second = cache.takeChanges();
    expect(second.compiled.map((r) => r.file)).toEqual(['page.mdx']);
    expect(second.reused).toEqual(
      first.compiled.filter((r) => r.file === 'snippets/intro.mdx').map((r) => r.hash),
    );
    cache.forget(new Set(['page.mdx']));
    await compileWith(cache, { ...files, 'page.mdx': `${files['page.mdx']}\nMore.\n` });
    expect(cache.stats).toEqual({ hits: 2, compiles: 2 });
  });

  it('recompiles only the file that changed', async () => {
    const cache = createCompileCache();
    await compileWith(cache, files);
    const changed = await compileWith(cache, { ...files, 'snippets/intro.mdx': 'Intro **v2**\n' });
    expect(cache.stats).toEqual({ hits: 1, compiles: 3 });
    expect(render(changed.page!.renderPage(testComponents))).toContain('<strong>v2</strong>');
  });

  it('recompiles when the variables change', async () => {
    const cache = createCompileCache();
    await compileWith(cache, files, { a: '1' });
    await compileWith(cache, files, { a: '2' });
    expect(cache.stats.compiles).toBe(4);
  });

  it('survives a round trip through JSON, so that the build can keep it on disk', async () => {
    const cache = createCompileCache();
    const first = await compileWith(cache, files);
    const restored = createCompileCache(JSON.parse(JSON.stringify(cache.toJSON())));
    const second = await compileWith(restored, files);
    expect(restored.stats).toEqual({ hits: 2, compiles: 0 });
    expect(second.headings).toEqual(first.headings);
    expect(second.dependencies).toEqual(first.dependencies);
    expect(render(second.page!.renderPage(testComponents))).toBe(
      render(first.page!.renderPage(testComponents)),
    );
  });

  it('keeps only the records used since it was created', async () => {
    const cache = createCompileCache();
    await compileWith(cache, files);
    await compileWith(cache, { ...files, 'snippets/intro.mdx': 'changed\n' });
    const restored = createCompileCache(cache.toJSON());
    expect(restored.toJSON().modules).toHaveLength(0);
    expect(
      cache
        .toJSON()
        .modules.map((m) => m.file)
        .sort(),
    ).toEqual(['page.mdx', 'snippets/intro.mdx', 'snippets/intro.mdx']);
  });
});

describe('highlight cache', () => {
  it('highlights the same code in the same language once', async () => {
    const h = await createHighlighter();
    await h.loadLanguages(['ts']);
    const a = h.highlight('const a = 1;', 'ts', new Map());
    const b = h.highlight('const a = 1;', 'ts', new Map());
    expect(b).toBe(a);
    expect(h.stats).toEqual({ hits: 1, misses: 1 });
    h.highlight('const a = 1;', 'ts', new Map([[1, ['highlighted']]]));
    expect(h.stats.misses).toBe(2);
  });
});
