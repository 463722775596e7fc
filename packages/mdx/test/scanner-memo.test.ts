import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHighlighter, type RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { CORPORA_DIR } from '../../../test-support/built-corpus.js';
import { listFiles } from '../../../test-support/list-files.js';
import { onceCompiledScanners } from '../src/code/shiki-highlighting.js';

const CORPUS = join(CORPORA_DIR, 'trigger-dev');

/** The fenced blocks of a corpus in the languages given (language, code), in file order. */
async function blocksOf(root: string, langs: ReadonlySet<string>): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const path of (await listFiles(root)).filter((p) => /\.mdx?$/.test(p)))
    for (const m of readFileSync(join(root, path), 'utf8').matchAll(
      /^```(\w+)[^\n]*\n([\s\S]*?)^```/gm,
    ))
      if (langs.has(m[1]!)) out.push([m[1]!, m[2]!]);
  return out;
}

/** Each line's tokens with their full scope paths, as TextMate gives them (state carried from line to line). */
function scopedTokens(
  h: Awaited<ReturnType<typeof createHighlighter>>,
  lang: string,
  code: string,
): string[] {
  const grammar = h.getLanguage(lang);
  let state = null;
  const out: string[] = [];
  for (const line of code.split('\n')) {
    const r = grammar.tokenizeLine(line, state);
    state = r.ruleStack;
    out.push(r.tokens.map((t) => `${t.startIndex}:${t.scopes.join(' ')}`).join('|'));
  }
  return out;
}

/** The engine with a count of the searches its scanners made (the others were answered from memory). */
function counted(engine: RegexEngine): { engine: RegexEngine; searches: () => number } {
  let n = 0;
  return {
    searches: () => n,
    engine: {
      createString: (s) => engine.createString(s),
      createScanner(patterns) {
        const scanner = engine.createScanner(patterns);
        return {
          findNextMatchSync(string, start, options) {
            n++;
            return scanner.findNextMatchSync(string, start, options);
          },
          dispose: () => scanner.dispose?.(),
        };
      },
    },
  };
}

// Languages that inject into others are loaded with them (`languageClosure`): `ts-tags` into TypeScript and
// JavaScript, `vue` into HTML and Markdown. The injected grammar's scanner is asked at every token; a scanner
// answers a later search of the same line from its last answer where that answer must be the same.
const LANGS = ['ts', 'typescript', 'js', 'javascript', 'tsx', 'html', 'markdown', 'bash', 'json'];
const INJECTING = ['ts-tags', 'vue'];
const SAMPLES: [string, string][] = [
  [
    'ts',
    'const style = css`\n  color: red;\n`;\nconst page = html`<p>${name}</p>`;\nconst q = sql`select * from t where id = ${id}`;\n',
  ],
  [
    'js',
    'const a = /* html */ `<div class="x">${y}</div>`;\nfoo( // css\n  `a { color: blue }`);\n',
  ],
  ['html', '<script>\nconst s = css`b { margin: 0 }`;\n</script>\n<p class="a">x</p>\n'],
  ['markdown', '# Title\n\n```ts\nconst x = html`<b>${1}</b>`;\n```\n\n<div>raw</div>\n'],
];

describe('scanners answer a later search of the same line from their last answer', () => {
  it('tokenizes every block with the same scopes as Oniguruma asked each time, with fewer searches', async () => {
    // Every fifth of a corpus's blocks in those languages (some 300), for a test of a few seconds.
    const corpus = (await blocksOf(CORPUS, new Set(LANGS))).filter((_, i) => i % 5 === 0);
    expect(corpus.length).toBeGreaterThan(250);
    const blocks = [...SAMPLES, ...corpus];
    const plain = counted(await createOnigurumaEngine(import('shiki/wasm')));
    const remembered = counted(await createOnigurumaEngine(import('shiki/wasm')));
    const make = (engine: RegexEngine) =>
      createHighlighter({ themes: [], langs: [...LANGS, ...INJECTING], engine });
    const a = await make(plain.engine);
    const b = await make(onceCompiledScanners(remembered.engine));
    for (const [lang, code] of blocks)
      expect(scopedTokens(b, lang, code), `${lang}:\n${code}`).toEqual(scopedTokens(a, lang, code));
    // The injected templates were found (the sample's HTML and SQL are tokens of theirs), and most searches were
    // not made again.
    const injected = scopedTokens(b, 'ts', SAMPLES[0]![1]).join('\n');
    expect(injected).toMatch(/entity\.name\.tag\.html/);
    expect(injected).toMatch(/meta\.embedded\.block\.sql/);
    expect(remembered.searches()).toBeLessThan(plain.searches() * 0.6);
    a.dispose();
    b.dispose();
  }, 120_000);

  it('searches again where a pattern matches only where the search starts (\\G), or on another line', async () => {
    const engine = onceCompiledScanners(await createOnigurumaEngine(import('shiki/wasm')));
    const at = (patterns: string[], line: string, start: number) =>
      engine.createScanner(patterns).findNextMatchSync(line, start, 0)?.captureIndices[0]?.start;
    const anchored = ['\\Gb', 'c'];
    const line = engine.createString('abc');
    expect(at(anchored, 'abc', 0)).toBe(2);
    expect(
      engine.createScanner(anchored).findNextMatchSync(line, 0, 0)?.captureIndices[0]?.start,
    ).toBe(2);
    expect(
      engine.createScanner(anchored).findNextMatchSync(line, 1, 0)?.captureIndices[0]?.start,
    ).toBe(1);
    // Without `\G`: a search of the same line further on is answered from the last one; another line is searched.
    const free = ['b', 'c'];
    expect(at(free, 'abc', 0)).toBe(1);
    expect(at(free, 'abc', 2)).toBe(2);
    expect(at(free, 'xxc', 0)).toBe(2);
    expect(at(free, 'xbx', 0)).toBe(1);
  });
});
