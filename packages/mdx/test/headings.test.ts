import { describe, expect, it } from 'vitest';
import {
  compilePage,
  createHeadingSlugger,
  createHighlighter,
  createMdxCompiler,
  readFrontmatter,
  slugifyHeading,
} from '@quire/mdx';

describe('slugifyHeading', () => {
  it('follows the reference rules, not GitHub slugging', () => {
    expect(slugifyHeading('Getting Started')).toBe('getting-started');
    expect(slugifyHeading('Install (v2.0)')).toBe('install-v2-0');
    expect(slugifyHeading("What's new")).toBe('what’s-new');
    expect(slugifyHeading('Read/write & list')).toBe('read/write-&-list');
    expect(slugifyHeading('Split configuration with $ref')).toBe('split-configuration-with-$ref');
    expect(slugifyHeading('Menús')).toBe('menús');
    expect(slugifyHeading('菜单')).toBe('菜单');
  });

  it('numbers duplicates across the page and never hands out an id twice', () => {
    const slugger = createHeadingSlugger();
    expect(['Intro', 'Intro', 'Intro-2', 'Intro'].map((t) => slugger.slug(t))).toEqual([
      'intro',
      'intro-2',
      'intro-2-2',
      'intro-3',
    ]);
    expect(slugger.slug('Anything', 'intro')).toBe('intro-4');
  });
});

describe('readFrontmatter', () => {
  it('blanks the block but keeps the line count, so body positions do not move', () => {
    const source = '---\ntitle: A\nicon: star\n---\n\n# Body\n';
    const { data, body, diagnostics } = readFrontmatter(source, 'a.mdx');
    expect(data).toEqual({ title: 'A', icon: 'star' });
    expect(diagnostics).toEqual([]);
    expect(body).toBe('\n\n\n\n\n# Body\n');
  });

  it('reports invalid YAML with its place and leaves the page without data', () => {
    const { data, diagnostics } = readFrontmatter('---\ntitle: [unclosed\n---\n', 'a.mdx');
    expect(data).toEqual({});
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['frontmatter/yaml-syntax', 'a.mdx'],
    ]);
  });
});

describe('heading ids in a file with CRLF line endings', () => {
  it('reads custom ids and keeps positions', async () => {
    const compiler = createMdxCompiler({
      knownComponents: [],
      highlighter: await createHighlighter(),
    });
    const source =
      '---\r\ntitle: T\r\n---\r\n\r\n## First {#one}\r\n\r\n## Second\r\n\r\nBad {{nope}}\r\n';
    const result = await compilePage({
      compiler,
      file: 'crlf.mdx',
      source,
      readFile: () => undefined,
    });
    expect(result.headings).toEqual([
      { depth: 2, text: 'First', id: 'one' },
      { depth: 2, text: 'Second', id: 'second' },
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['mdx/undefined-variable', 9, 5],
    ]);
  });
});
