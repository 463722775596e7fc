import type { LanguageRegistration } from 'shiki';
import { bundledLanguages } from 'shiki/langs';
import { isBundledLanguage } from './code-language-names.js';

/**
 * Bundled languages whose grammars inject rules into another grammar (`injectTo`), by the scope they inject into.
 * Shiki applies an injection only while the injecting language is loaded. `language-closure.test.ts` derives
 * this table from Shiki's own grammars, so that a Shiki upgrade that adds one fails there.
 */
export const INJECTORS: Readonly<Record<string, readonly string[]>> = {
  'source.js': ['ts-tags'],
  'source.ts': ['ts-tags'],
  'source.ts.ng': ['angular-html', 'angular-ts'],
  'source.vue': ['vue'],
  'text.html.derivative': ['angular-html', 'angular-ts', 'vue'],
  'text.html.derivative.ng': ['angular-html', 'angular-ts'],
  'text.html.markdown': ['nix', 'vue'],
  'text.pug': ['vue'],
};

const bundled = bundledLanguages as Record<
  string,
  () => Promise<{ default: LanguageRegistration[] }>
>;

/** What loading a bundled language brings: its id, and the languages its grammars may use if loaded. */
interface Node {
  readonly id: string;
  readonly uses: readonly string[];
}

async function nodeOf(name: string): Promise<Node | undefined> {
  if (!isBundledLanguage(name)) return undefined;
  // The language and the grammars it embeds for good (`embeddedLangs`), which Shiki loads with it.
  const grammars = (await bundled[name]!()).default;
  const main =
    grammars.find((g) => g.name === name || g.aliases?.includes(name)) ?? grammars.at(-1)!;
  const uses = grammars.flatMap((g) => [
    ...(g.embeddedLangsLazy ?? []),
    ...(INJECTORS[g.scopeName] ?? []),
  ]);
  return { id: main.name, uses };
}

/**
 * The bundled languages to load for `names` so that a block of any of them is highlighted the same whatever
 * else is loaded: each one, the languages its grammar embeds only when they are loaded (`embeddedLangsLazy`: MDX
 * embeds TSX, YAML and the languages of fenced blocks; Markdown those), and those that inject rules into it,
 * transitively. Without them, an `mdx` block's JSX was coloured on a page rendered after some page with a `tsx`
 * block and plain on one rendered before it, so that two builds of the same docs differed. In load order: a
 * language after those it uses, so that Shiki does not load a grammar again for each one that arrives after it.
 */
export async function languageClosure(names: Iterable<string>): Promise<string[]> {
  const nodes = new Map<string, Node>();
  const order: string[] = [];
  const visit = async (name: string): Promise<void> => {
    const node = await nodeOf(name);
    if (!node || nodes.has(node.id)) return;
    nodes.set(node.id, node);
    for (const used of node.uses) await visit(used);
    order.push(node.id);
  };
  for (const name of names) await visit(name);
  return order;
}
