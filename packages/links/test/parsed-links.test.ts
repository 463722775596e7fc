import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtinComponentNames } from '@quire/components';
import { listProjectFiles } from '@quire/config';
import {
  createParsedLinksCollector,
  extractLinks,
  linksKey,
  linkSyntaxOptions,
} from '@quire/links';
import {
  compilePage,
  createCompileCache,
  createHighlighter,
  createMdxCompiler,
  loadMarkupParser,
} from '@quire/mdx';
import { CORPORA_DIR } from '../../../test-support/built-corpus.js';

const read = (root: string) => (file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

// The build reads each page's links from the compiler's own syntax tree instead of parsing the page a
// second time: what it gets must be exactly what the link check gets when it parses the file itself.
describe("links read from the compiler's syntax trees", () => {
  it.each([
    [
      'the links-basic fixture',
      fileURLToPath(new URL('../../../fixtures/links-basic/', import.meta.url)),
      Infinity,
    ],
    ['trigger-dev (heavy MDX imports and exports)', join(CORPORA_DIR, 'trigger-dev'), 150],
    ['tickdb (.md pages)', join(CORPORA_DIR, 'tickdb'), 60],
  ])(
    'equal those of a separate parse, for every page of %s',
    async (_, root, limit) => {
      const readFile = read(root);
      const config = JSON.parse(readFile('docs.json') ?? '{}') as unknown;
      const options = linkSyntaxOptions(config);
      const parser = await loadMarkupParser({ math: options.math });
      const collector = createParsedLinksCollector(config);
      const compiler = createMdxCompiler({
        knownComponents: builtinComponentNames,
        variables: options.variables,
        highlighter: await createHighlighter(),
        math: options.math,
        onParse: collector.onParse,
      });
      const cache = createCompileCache();
      const pages = listProjectFiles(root)
        .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('snippets/'))
        .slice(0, limit);
      let compared = 0;
      let links = 0;
      for (const file of pages) {
        const source = readFile(file) ?? '';
        const compiled = await compilePage({ compiler, file, source, readFile, cache });
        if (!compiled.page) continue;
        const fromTree = new Map(collector.take()).get(linksKey(file, source, options));
        const parsed = extractLinks(source, file, file.endsWith('.md') ? 'md' : 'mdx', {
          ...options,
          parser,
        });
        expect(fromTree, file).toEqual(parsed);
        compared++;
        links += parsed.links.length;
      }
      expect(compared).toBeGreaterThan(Math.min(pages.length, limit) * 0.9);
      expect(links).toBeGreaterThan(compared);
    },
    180_000,
  );
});
