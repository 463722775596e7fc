import { describe, expect, it } from 'vitest';
import { extractLinks } from '@quire/links';
import { loadMarkupParser } from '@quire/mdx';

const parser = await loadMarkupParser();

const urls = (source: string, kind: 'mdx' | 'md' = 'mdx', variables?: Record<string, string>) =>
  extractLinks(
    source,
    'guides/page.mdx',
    kind,
    variables ? { parser, variables } : { parser },
  ).links.map((l) => `${l.line}:${l.column} ${l.kind} ${l.url}`);

describe('extractLinks', () => {
  it('finds Markdown links, images and reference definitions at the place of their target', () => {
    const source = '---\ntitle: T\n---\n\nSee [a](/a "title") and ![i](./i.png).\n\n[r]: /ref\n';
    expect(urls(source)).toEqual(['5:9 link /a', '5:30 image ./i.png', '7:6 link /ref']);
  });

  it('reads href and src of elements and components, not other attributes', () => {
    const source = [
      '<Card title="x" href="/card" img="/card.png" />',
      '<a href="/a">a</a> <img src="/img.png" /> <video src="/v.mp4" />',
      '<Tile href="/tile" /> <Tooltip tip="t" cta="More" href="/tip">x</Tooltip>',
      '<svg><use href="assets/icons.svg#i" /></svg> <MyVideo src="clip" /> <Card href={"/expr"} /> <Card href={link} />',
    ].join('\n');
    expect(urls(source)).toEqual([
      '1:23 component /card',
      '1:35 component /card.png',
      '2:10 component /a',
      '2:30 component /img.png',
      '2:55 component /v.mp4',
      '3:13 component /tile',
      '3:57 component /tip',
      '4:82 component /expr',
    ]);
  });

  it('ignores links in code (MDX has no indented code; Markdown does)', () => {
    expect(urls('`[a](/inline)`\n\n```md\n[b](/block)\n```\n')).toEqual([]);
    expect(urls('Text.\n\n    [c](/indented)\n', 'md')).toEqual([]);
    expect(urls('Text.\n\n    [c](/indented)\n', 'mdx')).toEqual(['3:9 link /indented']);
  });

  it('reads raw HTML of .md files, skipping comments', () => {
    const source =
      'Text <a href="/x">x</a>.\n\n<div>\n<Card title="c" href="/card"></Card>\n<!-- <a href="/gone"> -->\n</div>\n';
    expect(urls(source, 'md')).toEqual(['1:15 component /x', '4:23 component /card']);
  });

  it('expands docs.json variables and leaves out links with an undefined one', () => {
    expect(urls('[a]({{base}}/x) [b]({{nope}}/y)', 'mdx', { base: '/docs' })).toEqual([
      '1:5 link /docs/x',
    ]);
  });

  it('still finds the links of an .mdx file that is not valid MDX', () => {
    expect(urls('An unescaped < here and {broken\n\n[a](/still-found)\n')).toEqual([
      '3:5 link /still-found',
    ]);
  });

  it('keeps the end column of a target on one line', () => {
    const [link] = extractLinks('[a](/abc)', 'p.mdx', 'mdx', { parser }).links;
    expect(link).toMatchObject({ line: 1, column: 5, endColumn: 9 });
  });

  it('lists the files a page imports, with the candidates tried in order', () => {
    const source =
      "import A from '/snippets/a.mdx';\nimport B from '../shared/b';\n\n<A />\n<Snippet file=\"legacy.mdx\" />\n";
    expect(extractLinks(source, 'guides/page.mdx', 'mdx', { parser }).imports).toEqual([
      { specifier: '/snippets/a.mdx', candidates: ['snippets/a.mdx'] },
      {
        specifier: '../shared/b',
        candidates: ['shared/b.mdx', 'shared/b.md', 'shared/b.jsx', 'shared/b.js'],
      },
      {
        specifier: '/_snippets/legacy.mdx',
        candidates: ['_snippets/legacy.mdx', 'snippets/legacy.mdx'],
      },
    ]);
  });
});
