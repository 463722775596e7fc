import { formatPretty } from '@quire/diagnostics';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compilePage,
  createHighlighter,
  createMdxCompiler,
  type CodeHighlighter,
} from '@quire/mdx';
import { testKnownComponents } from './test-components.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createHighlighter();
});

describe('a page that does not compile', () => {
  it('is a diagnostic with file, line and column, printed with a code frame', async () => {
    const source = '# Title\n\nSome text.\n\n<!-- a comment -->\n';
    const compiler = createMdxCompiler({ knownComponents: testKnownComponents, highlighter });
    const result = await compilePage({
      compiler,
      file: 'guides/broken.mdx',
      source,
      readFile: () => undefined,
    });
    expect(result.page).toBeUndefined();
    const text = formatPretty(result.diagnostics, { readSource: () => source, summary: false });
    expect(text).toContain(
      'guides/broken.mdx:5:2 error Could not compile MDX: Unexpected character `!`',
    );
    expect(text).toContain('> 5 | <!-- a comment -->\n    |  ^');
    expect(text).toContain('hint: In .mdx files escape a literal < or {');
  });

  it('does not stop other pages: the same compiler and cache go on', async () => {
    const compiler = createMdxCompiler({ knownComponents: testKnownComponents, highlighter });
    const bad = await compilePage({
      compiler,
      file: 'a.mdx',
      source: 'x <5 y',
      readFile: () => undefined,
    });
    const good = await compilePage({
      compiler,
      file: 'b.mdx',
      source: '# Fine',
      readFile: () => undefined,
    });
    expect(bad.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['mdx/compile-error', 1, 4],
    ]);
    expect(good.diagnostics).toEqual([]);
    expect(good.page).toBeDefined();
  });

  it('compiles the same text as a lenient .md page', async () => {
    const compiler = createMdxCompiler({ knownComponents: testKnownComponents, highlighter });
    const result = await compilePage({
      compiler,
      file: 'a.md',
      source: 'x <5 y {id} <!-- c -->',
      readFile: () => undefined,
    });
    expect(result.diagnostics).toEqual([]);
  });
});
