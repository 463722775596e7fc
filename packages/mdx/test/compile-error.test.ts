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
      'guides/broken.mdx:5:1 error Could not compile MDX: Unexpected character `!`',
    );
    expect(text).toContain('> 5 | <!-- a comment -->\n    | ^^');
    expect(text).toContain('hint: MDX has no HTML comments: write the comment as {/* … */}');
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
      ['mdx/compile-error', 1, 3],
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

  // Issue 30.4: never 1:1 by default, never at the wrong end; the hint says what to close and where it opened.
  it.each([
    [
      'an unclosed block tag',
      'Text\n\n<Card title="x">\nBody\n',
      [3, 1, 3, 17],
      /Close `<Card>` opened at 3:1 with `<\/Card>`/,
    ],
    [
      'an unclosed inline tag',
      'Some <Tooltip tip="a">word.\n',
      [1, 6, 1, 23],
      /Close `<Tooltip>` opened at 1:6 .* same paragraph/,
    ],
    ['an unclosed void tag', 'a<br>\nb\n', [1, 2, 1, 6], /write `<br \/>`/],
    [
      'a mismatched closing tag',
      '<Card>\nBody\n</Note>\n',
      [3, 1, 3, 8],
      /Close `<Card>` opened at 1:1 before `<\/Note>`/,
    ],
    [
      'a closing tag with nothing open',
      'text\n\n</Card>\n',
      [3, 1, 3, 8],
      /`<\/Card>` closes a tag that was never opened/,
    ],
    ['a { without }', 'Some {text\n', [1, 6, 1, 7], /Close the `\{` opened at 1:6/],
    [
      'a { without } in an attribute',
      '<Card title={a>\nBody\n</Card>\n',
      [1, 13, 1, 14],
      /Close the `\{` opened at 1:13/,
    ],
    [
      'an unclosed attribute quote',
      '<Card title="x>\nBody\n</Card>\n',
      [1, 13, 1, 14],
      /quote opens at 1:13/,
    ],
    ['a stray <', 'value <5 ms\n', [1, 7, 1, 9], /write `\\<`/],
  ])(
    'places %s at the mistake',
    async (_what, source, [line, column, endLine, endColumn], hint) => {
      const compiler = createMdxCompiler({ knownComponents: testKnownComponents, highlighter });
      const result = await compilePage({
        compiler,
        file: 'p.mdx',
        source,
        readFile: () => undefined,
      });
      expect(result.diagnostics).toHaveLength(1);
      expect(result.diagnostics[0]).toMatchObject({
        code: 'mdx/compile-error',
        line,
        column,
        endLine,
        endColumn,
      });
      expect(result.diagnostics[0]?.hint).toMatch(hint);
    },
  );

  it('adds what acorn found to a JavaScript syntax error, at its place', async () => {
    const compiler = createMdxCompiler({ knownComponents: testKnownComponents, highlighter });
    const result = await compilePage({
      compiler,
      file: 'p.mdx',
      source: '# T\n\n{1 +}\n',
      readFile: () => undefined,
    });
    expect(result.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [3, 5, 'Could not compile MDX: Could not parse expression with acorn: Unexpected token'],
    ]);
  });
});
