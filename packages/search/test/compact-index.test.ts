import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  extractSections,
  loadSearchIndex,
  querySearchIndex,
  serializeGroup,
  serializeSearchIndex,
  type PageForSearch,
  type SearchSection,
} from '@quire/search';
import { CORPORA_DIR } from '../../../test-support/built-corpus.js';

/** The pages of a corpus as plain HTML: each `##`/`###` heading a section, each other line a paragraph. */
function corpusPages(name: string): PageForSearch[] {
  const root = join(CORPORA_DIR, name);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.mdx?$/.test(f),
  );
  return files.sort().map((file) => {
    const source = readFileSync(join(root, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
    const html = source
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, n) => {
        const heading = /^(#{2,3})\s+(.*)$/.exec(line);
        const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        return heading
          ? `<h${heading[1]!.length} id="h${n}">${esc(heading[2]!)}</h${heading[1]!.length}>`
          : `<p>${esc(line)}</p>`;
      })
      .join('');
    return { url: `/${file.replace(/\.mdx?$/, '')}`, title: file, html };
  });
}

/** Queries from the corpus itself: whole words, prefixes being typed, a typo, two-word queries. */
function queriesOf(pages: readonly PageForSearch[]): string[] {
  const words = [
    ...new Set(pages.flatMap((p) => p.html.replace(/<[^>]+>/g, ' ').match(/[A-Za-z]{5,}/g) ?? [])),
  ];
  const picked = words
    .filter((_, i) => i % Math.max(1, Math.floor(words.length / 40)) === 0)
    .slice(0, 40);
  return picked.flatMap((w, i) => [
    w,
    w.slice(0, 4),
    `${w.slice(0, -2)}${w.at(-1)}${w.at(-2)}`,
    `${w} ${picked[(i + 7) % picked.length]}`,
  ]);
}

describe('the compact index files', () => {
  const pages = corpusPages('mem0');
  const built = buildSearchIndex(pages.flatMap(extractSections));
  const files = serializeSearchIndex(built);
  const queries = queriesOf(pages);

  // What sites had before the compact form: MiniSearch's own JSON, loaded (that also still loads).
  const own = loadSearchIndex(JSON.stringify(built.head), JSON.stringify(built.body));

  it('answer every query as MiniSearch’s own JSON of the same index does (the mem0 corpus, 160 queries)', () => {
    expect(pages.length).toBeGreaterThan(100);
    const loaded = loadSearchIndex(files.head, files.body);
    let answered = 0;
    for (const q of queries) {
      const expected = querySearchIndex(own, q, { limit: 20 });
      answered += expected.length > 0 ? 1 : 0;
      expect(querySearchIndex(loaded, q, { limit: 20 }), q).toEqual(expected);
    }
    expect(answered).toBeGreaterThan(queries.length / 2);
  });

  it('hold everything MiniSearch’s own JSON holds, in at most three quarters of its bytes', () => {
    const loaded = loadSearchIndex(files.head, files.body);
    for (const half of ['head', 'body'] as const) {
      const before = own[half]!.toJSON();
      const again = loaded[half]!.toJSON();
      expect({ ...again, fieldLength: undefined }).toEqual({ ...before, fieldLength: undefined });
      // A field a document does not have: MiniSearch leaves a hole (null in JSON), the compact form a 0; neither is ever read.
      for (const [id, lengths] of Object.entries(before.fieldLength))
        lengths.forEach((n, f) => expect(again.fieldLength[id]![f]).toBe(n ?? 0));
      expect(files[half].length).toBeLessThan(JSON.stringify(built[half]).length * 0.75);
    }
  });
});

describe('the search files the build writes', () => {
  // Every field the index reads: keywords, boosts and depths (weights), endpoints, readers, code, sections
  // without text; some on some pages only, so that MiniSearch's running mean of a field's length and the
  // columns of stored fields are made from documents that lack them.
  const varied = (sections: SearchSection[]) =>
    sections.map((s, i) => ({
      ...s,
      ...(i % 3 === 0 ? { keywords: ['setup', `k${i % 7}`] } : {}),
      ...(i % 4 === 1 ? { boost: 2 } : {}),
      ...(i % 5 === 2 ? { depth: 3 } : {}),
      ...(i % 6 === 0 ? { method: 'POST', apiPath: `/v1/items/{item_id}/p${i % 9}` } : {}),
      ...(i % 11 === 0 ? { readers: ['staff'] } : {}),
      ...(i % 13 === 0 ? { text: '— … —' } : {}),
    }));

  it.each(['tickdb', 'hoppscotch'])(
    'are, for %s, the text MiniSearch’s own index of the sections encodes (made without it)',
    (name) => {
      const sections = varied(corpusPages(name).flatMap(extractSections));
      expect(sections.length).toBeGreaterThan(100);
      const own = serializeSearchIndex(buildSearchIndex(sections));
      const written = serializeGroup({ key: name, sections });
      expect(written.head).toBe(own.head);
      expect(written.body).toBe(own.body);
    },
  );
});
