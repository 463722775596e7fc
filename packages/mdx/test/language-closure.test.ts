import type { LanguageRegistration } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import { describe, expect, it } from 'vitest';
import { createHighlighter } from '@quire/mdx';
import { INJECTORS } from '../src/code/language-closure.js';

const NO_MARKS = new Map<number, string[]>();

/** A block highlighted by a highlighter of its own, after the blocks of `before` (language, code). */
async function highlightAfter(
  before: readonly (readonly [string, string])[],
  lang: string,
  code: string,
): Promise<string> {
  const h = await createHighlighter();
  for (const [l, c] of before) {
    await h.loadLanguages([l]);
    h.highlight(c, l, NO_MARKS);
  }
  await h.loadLanguages([lang]);
  return h.highlight(code, lang, NO_MARKS);
}

const MDX = '<Columns cols={2}>\n  <Card title="One" icon="rocket" />\n</Columns>\n';
const TSX = 'export const App = () => <div className="x">{count}</div>;\n';
const TS = 'const style = css`\n  color: red;\n`;\nconst page = html`<p>${name}</p>`;\n';

// A code block is highlighted the same whatever the pages rendered before it in the same thread loaded. Shiki
// colours what a grammar embeds lazily (MDX's JSX is TSX) or what another grammar injects into it (`ts-tags`:
// CSS and HTML in tagged templates) only while that language is loaded; it was loaded when some earlier page had
// such a block, so two builds of mintlify-docs gave other HTML for the same pages (and another island asset).
describe('a code block is highlighted the same whatever was highlighted before it', () => {
  it('an mdx block colours its JSX, first in its thread or after a tsx block', async () => {
    const alone = await highlightAfter([], 'mdx', MDX);
    expect(alone).toBe(await highlightAfter([['tsx', TSX]], 'mdx', MDX));
    // The tags are tokens of their own (a class per theme), not plain text.
    expect(alone).toMatch(/<span class="[^"]+">Columns<\/span>/);
  }, 60_000);

  it('a typescript block colours its tagged templates, first or after a ts-tags block', async () => {
    const alone = await highlightAfter([], 'typescript', TS);
    expect(alone).toBe(await highlightAfter([['ts-tags', TS]], 'typescript', TS));
    expect(alone).toBe(
      await highlightAfter([['vue', '<template><p/></template>\n']], 'typescript', TS),
    );
  }, 60_000);

  it("knows every bundled grammar that injects into another (Shiki's own injectTo)", async () => {
    const found: Record<string, Set<string>> = {};
    for (const [name, load] of Object.entries(
      bundledLanguages as Record<string, () => Promise<{ default: LanguageRegistration[] }>>,
    )) {
      const grammars = (await load()).default;
      // Aliases load the same module: count each language once, under its own name.
      if (!grammars.some((g) => g.name === name)) continue;
      for (const g of grammars)
        for (const scope of g.injectTo ?? []) (found[scope] ??= new Set()).add(name);
    }
    const derived = Object.fromEntries(
      Object.entries(found)
        .map(([scope, names]) => [scope, [...names].sort()] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    expect(derived).toEqual(INJECTORS);
  }, 120_000);
});
