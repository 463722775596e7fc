import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '@quire/config';

describe('parseFrontmatter', () => {
  it('reads the YAML block and says where the body starts', () => {
    const text =
      '---\ntitle: "Quickstart"\nopenapi: "spec.json GET /users"\nseo:\n  noindex: true\n---\n\n# Body\n';
    const fm = parseFrontmatter(text, 'guides/quickstart.mdx');
    expect(fm.diagnostics).toEqual([]);
    expect(fm.present).toBe(true);
    expect(fm.data).toEqual({
      title: 'Quickstart',
      openapi: 'spec.json GET /users',
      seo: { noindex: true },
    });
    expect(text.slice(fm.bodyOffset)).toBe('\n# Body\n');
    expect(fm.bodyLine).toBe(7);
    expect(fm.locate('openapi')).toMatchObject({
      file: 'guides/quickstart.mdx',
      line: 3,
      column: 1,
    });
    expect(fm.locate('openapi', 'value')).toMatchObject({ line: 3, column: 10, endColumn: 32 });
    expect(fm.locate(['seo', 'noindex'], 'value')).toMatchObject({ line: 5, column: 12 });
    expect(fm.locate('missing')).toBeUndefined();
  });

  it('handles CRLF line endings and a byte order mark', () => {
    const fm = parseFrontmatter('\uFEFF---\r\ntitle: A\r\n---\r\nbody', 'a.md');
    expect(fm.data).toEqual({ title: 'A' });
    expect(fm.bodyLine).toBe(4);
    expect(fm.locate('title')).toMatchObject({ line: 2, column: 1 });
  });

  it('returns empty data for a page without frontmatter', () => {
    const fm = parseFrontmatter('# Title\n---\n', 'a.mdx');
    expect(fm).toMatchObject({
      data: {},
      present: false,
      bodyOffset: 0,
      bodyLine: 1,
      diagnostics: [],
    });
  });

  it('reports a YAML error at its line and column in the page', () => {
    const fm = parseFrontmatter('---\ntitle: ok\ndescription: a: b\n---\n', 'bad.mdx');
    expect(fm.data).toEqual({});
    expect(fm.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['frontmatter/yaml-syntax', 'bad.mdx', 3, 14],
    ]);
  });

  it('reports a repeated key, a list instead of keys, and an unclosed block', () => {
    const dup = parseFrontmatter('---\ntitle: a\ntitle: b\n---\n', 'd.mdx');
    expect(dup.diagnostics.map((d) => [d.code, d.line])).toEqual([['frontmatter/yaml-syntax', 3]]);
    const list = parseFrontmatter('---\n- a\n- b\n---\n', 'l.mdx');
    expect(list.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['frontmatter/not-a-map', 2, 1],
    ]);
    const open = parseFrontmatter('---\ntitle: a\n', 'o.mdx');
    expect(open.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([
      ['frontmatter/unclosed', 'warning', 1],
    ]);
    expect(open.present).toBe(false);
  });

  it('accepts empty frontmatter', () => {
    const fm = parseFrontmatter('---\n---\nbody', 'e.mdx');
    expect(fm).toMatchObject({ data: {}, present: true, diagnostics: [] });
    expect(fm.bodyOffset).toBe(8);
  });

  it('reads what the reference platform reads although strict YAML refuses it, with a warning at the place (issue 21.2)', () => {
    const text =
      '---\ntitle: "Quoted"\ndescription: "Over two lines,\nthe second not indented."\nicon: rocket\n---\nBody\n';
    const fm = parseFrontmatter(text, 'a.mdx');
    expect(fm.data).toEqual({
      title: 'Quoted',
      description: 'Over two lines, the second not indented.',
      icon: 'rocket',
    });
    expect(fm.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['frontmatter/yaml-lenient', 'warning', 3, 30],
    ]);
    expect(fm.locate('title')).toMatchObject({ line: 2, column: 1 });
    expect(text.slice(fm.bodyOffset)).toBe('Body\n');
  });

  it('reports a block no reader accepts as a positioned error and invents no data (issue 21.2)', () => {
    const fm = parseFrontmatter(
      '---\ntitle: Plain\ndescription: Over two lines,\nthe second not indented.\n---\nBody\n',
      'b.mdx',
    );
    expect(fm.data).toEqual({});
    expect(fm.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['frontmatter/yaml-syntax', 'error', 4, 1],
    ]);
  });

  it('does not expand anchors through the lenient reader', () => {
    const fm = parseFrontmatter('---\na: &x "one\ntwo"\nb: *x\n---\n', 'c.mdx');
    expect(fm.diagnostics.map((d) => d.code)).toEqual(['frontmatter/yaml-syntax']);
  });

  // Issue 30.4: a construct that never closes is told where it opens, not where the parser ran out of text.
  it.each([
    [
      'a double quote',
      '---\ntitle: "Hello\ndescription: x\n---\n',
      2,
      8,
      /the " that opens `title`/,
    ],
    [
      'a single quote',
      "---\ntitle: ok\ndescription: 'Hi\n---\n",
      3,
      14,
      /the ' that opens `description`/,
    ],
    [
      'a flow list',
      '---\ntags: [a, b\ntitle: x\n---\n',
      2,
      7,
      /list that opens `tags` here is not closed with \]/,
    ],
    ['a flow mapping', '---\nseo: {a: 1\n---\n', 2, 6, /mapping that opens `seo`/],
    [
      'a repeated key',
      '---\ntitle: a\ntitle: b\n---\n',
      3,
      1,
      /the key `title` is written twice \(first on line 2\)/,
    ],
    ['an alias without anchor', '---\ntitle: *nope\n---\n', 2, 8, /Unresolved alias/],
  ])('places %s at the mistake', (_what, text, line, column, message) => {
    const [d, ...rest] = parseFrontmatter(text, 'p.mdx').diagnostics;
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'frontmatter/yaml-syntax', severity: 'error', line, column });
    expect(d?.message).toMatch(message);
  });
});
