import { createHighlighter as createShiki, type BundledLanguage, type BundledTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeThemeCss, createHighlighter, type CodeThemes } from '@quire/mdx';

/** Code that exercises grammars across lines (block comments, template strings, embedded languages) and HTML escaping. */
const SAMPLES: Partial<Record<BundledLanguage, string>> = {
  ts: 'import { a } from "./a";\n/* block\n   comment */\nexport async function f<T>(x: T & {}): Promise<T> {\n  const s = `v${x} <b>&amp;</b>`;\n  return x; // done\n}',
  tsx: 'export const A = () => <div className="a" onClick={() => go(1)}>{"&"} text</div>;',
  python:
    'import os\n\n@dataclass\nclass A:\n    """Doc\n    string."""\n    def f(self, x: int) -> dict:\n        return {"k": f"{x!r}"}',
  bash: '# comment\nexport API_KEY="sk_1"\ncurl -s https://x.test/v1 \\\n  -H "Authorization: Bearer $API_KEY" | jq .',
  json: '{\n  "id": "a",\n  "n": 1,\n  "ok": true,\n  "tags": ["x", null]\n}',
  go: 'package main\n\nimport "fmt"\n\nfunc Main(id string) error {\n\tfmt.Println("x", id)\n\treturn nil\n}',
  rust: "use std::collections::HashMap;\n\n#[derive(Debug)]\nfn f<'a>(id: &'a str) -> Option<String> {\n    let mut m = HashMap::new();\n    m.get(id).map(|v| v.to_string())\n}",
  yaml: 'name: x\nreplicas: 3\nlabels:\n  - a # note\n  - "b"\nanchor: &a\n  key: *a',
  html: '<!doctype html>\n<style>\n  .a { color: red; }\n</style>\n<script>\n  const x = 1 < 2 && 3;\n</script>\n<p class="a">Hi &amp; bye</p>',
  markdown:
    '# Title\n\nSome *em* and **strong** and `code`.\n\n```js\nlet a = 1;\n```\n\n> quote [link](https://x.test)',
  css: '@media (min-width: 10px) {\n  .a > b::before { content: "x"; color: #fff !important; }\n}',
  sql: "SELECT a, COUNT(*) FROM t WHERE b = 'x' -- note\nGROUP BY a;",
  diff: '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new',
};

const THEME_PAIRS: Array<
  CodeThemes & { readonly light: BundledTheme; readonly dark: BundledTheme }
> = [
  { light: 'github-light', dark: 'github-dark' },
  { light: 'min-light', dark: 'nord' },
  // Italic comments and keywords, in one theme and not the other.
  { light: 'catppuccin-latte', dark: 'dracula' },
];

const FONT_STYLE: Record<string, number> = { fi: 1, fb: 2, fu: 4, fs: 8 };

interface Painted {
  readonly light: string;
  readonly dark: string;
  readonly fontStyle: number;
}

/** The class → declarations table of the code stylesheet, and the block's own colours. */
function readCss(css: string) {
  const rules = new Map<string, Record<string, string>>();
  for (const m of css.matchAll(/^\.shiki(?: \.(\w+))?\{([^}]*)\}$/gm)) {
    const decls = Object.fromEntries(m[2]!.split(';').map((d) => d.split(':') as [string, string]));
    rules.set(m[1] ?? '', decls);
  }
  return rules;
}

/** What each character of the highlighted HTML shows in light and dark mode, by applying the stylesheet to its classes. */
function paintedCharacters(html: string, css: string): Painted[][] {
  const rules = readCss(css);
  const block = rules.get('')!;
  const code = /<code>([\s\S]*)<\/code>/.exec(html)![1]!;
  const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  // Lines are bare unless some line has marks; then every line is a span.
  const wrapped = code.startsWith('<span class="line');
  return code.split('\n').map((line) => {
    const inner = wrapped ? /^<span class="line[^"]*">([\s\S]*)<\/span>$/.exec(line)![1]! : line;
    const out: Painted[] = [];
    for (const m of inner.matchAll(/<span class="([^"]*)">([^<]*)<\/span>|([^<]+)/g)) {
      let light = block.color!;
      let dark = block['--shiki-dark']!;
      let fontStyle = 0;
      for (const cls of (m[1] ?? '').split(' ').filter(Boolean)) {
        const decl = rules.get(cls);
        expect(decl, `class ${cls} is in the stylesheet`).toBeDefined();
        if (decl!.color) light = decl!.color;
        if (decl!['--shiki-dark']) dark = decl!['--shiki-dark'];
        fontStyle |= FONT_STYLE[cls] ?? 0;
      }
      for (const _ of unescape(m[2] ?? m[3]!))
        out.push({ light: light.toLowerCase(), dark: dark.toLowerCase(), fontStyle });
    }
    return out;
  });
}

describe('highlighted code colours', () => {
  for (const themes of THEME_PAIRS) {
    it(`shows every character in the colours and font style Shiki gives it in both themes (${themes.light} / ${themes.dark})`, async () => {
      const shiki = await createShiki({
        themes: [themes.light, themes.dark],
        langs: Object.keys(SAMPLES) as BundledLanguage[],
      });
      const h = await createHighlighter({ themes });
      await h.loadLanguages(Object.keys(SAMPLES));
      const css = await codeThemeCss(themes);
      const block = readCss(css).get('')!;
      for (const [lang, code] of Object.entries(SAMPLES) as Array<[BundledLanguage, string]>) {
        const painted = paintedCharacters(h.highlight(code, lang, new Map()), css);
        // The time limit as the highlighter's: Shiki's 500 ms is reached on a loaded machine, and the rest of the line is left uncoloured.
        const expected = shiki.codeToTokensWithThemes(code, {
          lang,
          themes: { light: themes.light, dark: themes.dark },
          tokenizeTimeLimit: 10_000,
        });
        expect(painted.length, lang).toBe(expected.length);
        expected.forEach((tokens, i) => {
          const chars = painted[i]!;
          let at = 0;
          for (const token of tokens) {
            const light = (token.variants?.light?.color ?? block.color!).toLowerCase();
            const dark = (token.variants?.dark?.color ?? block['--shiki-dark']!).toLowerCase();
            const fontStyle = Math.max(0, token.variants?.light?.fontStyle ?? 0);
            for (const ch of token.content) {
              const got = chars[at++];
              if (/\s/.test(ch)) continue;
              expect(got, `${lang} line ${i + 1} "${ch}" in "${token.content}"`).toEqual({
                light,
                dark,
                fontStyle,
              });
            }
          }
          expect(at, `${lang} line ${i + 1} length`).toBe(chars.length);
        });
      }
    });
  }

  it('writes marks on lines and the block, and escapes the code', async () => {
    const h = await createHighlighter();
    await h.loadLanguages(['ts']);
    const html = h.highlight(
      'a < b && c\nd\ne',
      'ts',
      new Map([
        [1, ['highlighted']],
        [3, ['diff', 'add']],
      ]),
    );
    expect(html).toMatch(
      /^<pre class="shiki has-highlighted has-diff" tabindex="0"><code><span class="line highlighted">/,
    );
    expect(html).toContain('&lt;');
    expect(html).toContain('&amp;&amp;');
    expect(html.split('\n')[2]).toMatch(/^<span class="line diff add">/);
    expect(html.split('\n')[1]).toBe('<span class="line">d</span>');
    // Nothing marked: the lines are bare, one per newline.
    expect(h.highlight('a < b\nd', 'ts', new Map())).toMatch(
      /^<pre class="shiki" tabindex="0"><code>[^\n]*&lt;[^\n]*\nd<\/code><\/pre>$/,
    );
  });
});

describe('lines tokenized before', () => {
  it('are reused only in the state they were tokenized in: every block as a fresh highlighter gives it', async () => {
    // The same lines after different openings: inside a block comment, a template string, or at the top level.
    const lines = [
      '}',
      'const a = 1; // x',
      '  return `v${a}`;',
      'end */',
      'import { b } from "./b";',
    ];
    const blocks = [
      lines.join('\n'),
      ['/* open', ...lines].join('\n'),
      ['const t = `open', ...lines, '`;'].join('\n'),
      ['function f() {', ...lines].join('\n'),
      lines.join('\n'),
      ['/* open', ...lines].join('\n'),
    ];
    const shared = await createHighlighter();
    await shared.loadLanguages(['ts', 'python']);
    for (const block of blocks) {
      const fresh = await createHighlighter();
      await fresh.loadLanguages(['ts', 'python']);
      for (const lang of ['ts', 'python']) {
        expect(shared.highlight(block, lang, new Map()), `${lang}: ${block}`).toBe(
          fresh.highlight(block, lang, new Map()),
        );
      }
    }
    // The repeated blocks were highlighted as blocks once (the block cache), their lines once.
    expect(shared.stats.misses).toBe(8);
  }, 60_000);
});
