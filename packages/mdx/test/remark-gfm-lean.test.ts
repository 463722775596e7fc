import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { mayHaveAutolinkLiterals, remarkGfmLean } from '../src/markdown/remark-gfm-lean.js';

// GFM with its autolink-literal transform run only where it can find something: the same trees as remark-gfm.

const SOURCES = [
  'See https://example.com/a?b=c, or http://example.org.',
  'Go to www.example.com/docs (any case: WWW.Example.com).',
  'Mail docs@example.com or mailto:team@example.com, chat at xmpp:bot@example.com/help.',
  'A [link to https://example.com](https://example.com) and a [reference][r].\n\n[r]: https://example.org',
  'No address here: `npm i @scope/pkg` in code, a period. And a colon: done.',
  'Plain text, **strong**, _emphasis_, ~~gone~~, and a table:\n\n| a | b |\n| - | - |\n| www.example.com | x |',
  '- [ ] task with a footnote[^1]\n\n[^1]: Note at https://example.net.',
];

const parse = (
  plugin: typeof remarkGfm | typeof remarkGfmLean,
  format: 'md' | 'mdx',
  source: string,
) => JSON.stringify(createProcessor({ format, remarkPlugins: [plugin] }).parse(source));

describe('remarkGfmLean', () => {
  it('gives the trees remark-gfm gives, Markdown and MDX', () => {
    for (const format of ['md', 'mdx'] as const) {
      for (const source of SOURCES)
        expect(parse(remarkGfmLean, format, source), source).toBe(parse(remarkGfm, format, source));
    }
  });

  it('still turns bare URLs and e-mail addresses into links', () => {
    const tree = parse(remarkGfmLean, 'md', SOURCES[2]!);
    expect(tree).toContain('"url":"mailto:docs@example.com"');
    expect(tree).toContain('"url":"mailto:team@example.com"');
    expect(parse(remarkGfmLean, 'md', SOURCES[1]!)).toContain(
      '"url":"http://www.example.com/docs"',
    );
  });

  it('skips the transform only on trees without `://`, `www.` or `@` in a text', () => {
    const processor = createProcessor({ format: 'md', remarkPlugins: [remarkGfm] });
    expect(mayHaveAutolinkLiterals(processor.parse(SOURCES[4]!))).toBe(false);
    for (const source of [SOURCES[0]!, SOURCES[1]!, SOURCES[2]!, SOURCES[5]!])
      expect(mayHaveAutolinkLiterals(processor.parse(source)), source).toBe(true);
  });
});
