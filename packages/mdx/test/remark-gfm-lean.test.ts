import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { CORPORA_DIR } from '../../../test-support/built-corpus.js';
import { listFiles } from '../../../test-support/list-files.js';
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

  it('parses each page of a corpus to the tree remark-gfm gives, without the autolinks it cannot hold', async () => {
    const root = join(CORPORA_DIR, 'turso');
    // Every third page (about a hundred), for a test of a few seconds.
    const pages = (await listFiles(root))
      .filter((p) => /\.mdx?$/.test(p))
      .filter((_, i) => i % 3 === 0)
      .map((p) => readFileSync(join(root, p), 'utf8'));
    expect(pages.length).toBeGreaterThan(90);
    const lean = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfmLean, remarkMath] });
    const full = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkMath] });
    const treeOf = (p: typeof lean, source: string) => {
      try {
        return JSON.stringify(p.parse(source));
      } catch (error) {
        return `error: ${(error as Error).message}`;
      }
    };
    for (const page of pages) expect(treeOf(lean, page)).toBe(treeOf(full, page));
    // The e-mail construct is tried on a page with an `@` only: count its tries on a page without one and with one.
    const syntax = (lean.data() as { micromarkExtensions?: { text?: Record<string, unknown> }[] })
      .micromarkExtensions!;
    const email = [syntax.flatMap((e) => [e.text?.[97] ?? []].flat())]
      .flat()
      .find((c) => (c as { name?: string }).name === 'emailAutolink') as {
      tokenize: (...args: unknown[]) => unknown;
    };
    const original = email.tokenize;
    let tries = 0;
    email.tokenize = function (...args) {
      tries++;
      return original.apply(this, args);
    };
    try {
      lean.parse('Write to the team about a release.');
      expect(tries).toBe(0);
      lean.parse('Write to team@example.com about a release.');
      expect(tries).toBeGreaterThan(0);
    } finally {
      email.tokenize = original;
    }
  });
});
