import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compilePage,
  createCompileCache,
  createHighlighter,
  createMdxCompiler,
  type CodeHighlighter,
  type ComponentMap,
} from '@quire/mdx';
import { testComponents, testKnownComponents } from './test-components.js';

// Content that needs no JavaScript is kept as data and rendered by the runtime (`rehypeStaticContent`,
// `staticModule`) instead of compiled MDX: every page must render exactly as its compiled MDX does.

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createHighlighter();
});

/** Components that show what they are given: the props in order, and whether children came as an array. */
const showProps = (name: string) => (p: Record<string, unknown>) =>
  h(
    'div',
    {
      'data-component': name,
      'data-props': JSON.stringify(
        Object.keys(p)
          .filter((k) => k !== 'children')
          .map((k) => [k, p[k]]),
      ),
      'data-many': String(Array.isArray(p['children'])),
    },
    p['children'] as never,
  );
const components: ComponentMap = {
  ...testComponents,
  a: (p: Record<string, unknown>) => h('a', { ...p, 'data-mapped': 'a' }),
  img: (p: Record<string, unknown>) => h('img', { ...p, 'data-mapped': 'img' }),
  td: (p: Record<string, unknown>) => h('td', { ...p, 'data-mapped': 'td' }),
  Box: showProps('Box'),
  Steps: showProps('Steps'),
  Step: showProps('Step'),
};

async function both(
  source: string,
  kind: 'mdx' | 'md' = 'mdx',
  files: Record<string, string> = {},
) {
  const file = `page.${kind}`;
  const readFile = (f: string) => (f === file ? source : files[f]);
  const out = [];
  for (const staticContent of [true, false]) {
    const compiler = createMdxCompiler({
      knownComponents: [...testKnownComponents, 'Box'],
      highlighter,
      staticContent,
    });
    const result = await compilePage({
      compiler,
      file,
      source,
      readFile,
      cache: createCompileCache(),
    });
    const code = [...(result.page?.modules.values() ?? [])].map((m) => m.code ?? '').join('\n');
    let html: string;
    try {
      html = render(result.page!.renderPage(components));
    } catch (error) {
      html = `threw: ${(error as Error).message}`;
    }
    out.push({
      html,
      code,
      diagnostics: result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`),
    });
  }
  const [data, compiled] = out as [(typeof out)[0], (typeof out)[0]];
  return { data, compiled };
}

const MARKDOWN = [
  '# Title {#custom-id}\n\nText with *em*, **strong**, ~~del~~, `code`, a [link](/a "Title"), www.auto.test and me@mail.test.\n',
  '| Left | Center | Right |\n| :--- | :----: | ----: |\n| a | b | c |\n| [l](/x) | ![i](/i.png) | `c` |\n',
  '- [ ] todo\n- [x] done\n\n1. one\n2. two\n\n5. five\n6. six\n\n> quote\n> > nested\n\n---\n\nLine  \nbreak\n',
  'Footnote[^1] and another[^note].\n\n[^1]: The first.\n[^note]: The *second*.\n',
  '![alt text](/a.png)\n\n![](/images/screenshot-of-page.png)\n\n<img src="/b.png" alt="b" />\n',
  '```js title="a.js" {2} lines\nconst a = 1;\nconst b = 2;\n```\n\n```mermaid\ngraph TD; A-->B\n```\n\n```\nplain\n```\n',
  '<Note>\n  A note with **bold** and a [link](/n).\n</Note>\n\n<Card title="T" href="/c" cols={2} data={{ a: [1, -2, "x", null, true] }} />\n\n<Box flag empty="" n={3.5}>text</Box>\n',
  '<Steps>\n  <Step title="One">\n    First\n  </Step>\n  <Step title="Two">Second</Step>\n</Steps>\n\n<>\n  fragment *text*\n</>\n\n<div className="x" id="d">\n  <span>inline</span> text\n</div>\n\n<h3 className="t">\n  Multi\n  line\n</h3>\n',
  '<Accordion title="A" defaultOpen={true} key="k1">\n\n| a |\n| - |\n| 1 |\n\n</Accordion>\n\n{/* a comment */}\n\nAfter the comment.\n',
  '<div style={{ color: "red", marginTop: -4 }}>styled</div>\n',
  '\n\n   \n\nJust text, with leading and trailing blank lines.\n\n\n',
  '<Missing>not a known component</Missing>\n',
  '{/* first */}\n\nText.\n\n{/* middle */}\n\n{/* and another */}\n\nMore.\n\n{/* last */}\n',
];

describe('static content', () => {
  it.each(MARKDOWN.map((s, i) => [i, s] as const))(
    'renders as its compiled MDX does (%i)',
    async (_i, source) => {
      const { data, compiled } = await both(source);
      expect(data.code).toContain('quireStatic');
      expect(compiled.code).not.toContain('quireStatic');
      expect(data.html).toBe(compiled.html);
      expect(data.diagnostics).toEqual(compiled.diagnostics);
    },
  );

  it('renders Markdown pages (raw HTML, component tags) as their compiled MDX does', async () => {
    const source =
      '<!-- first -->\n\n# Page\n\n<div align="center" class="a b"><p>HTML <b>bold</b></p><!-- c --></div>\n\n<Note>note *here*</Note>\n\n<table><tr><td align="right">x</td></tr></table>\n';
    const { data, compiled } = await both(source, 'md');
    expect(data.html).toBe(compiled.html);
  });

  it('leaves pages with imports, exports, expressions or spread attributes to the JavaScript compile, which renders them', async () => {
    const files = { 'snippets/s.mdx': 'Snippet *text*.\n' };
    for (const source of [
      "import S from '/snippets/s.mdx';\n\n<S />\n",
      'export const x = 1;\n\nValue {x}.\n',
      'Sum {1 + 1}.\n',
      '<Card title={`t${1}`} />\n',
      '<Card {...{ title: "t" }} />\n',
      '<svg viewBox="0 0 1 1"><path d="M0 0" /></svg>\n',
      // KaTeX's output has inline styles.
      'Inline math $a^2$ and\n\n$$\nb^2\n$$\n',
    ]) {
      const { data, compiled } = await both(source, 'mdx', files);
      const page = data.code.split('\n\n')[0] ?? '';
      expect(data.html, source).toBe(compiled.html);
      expect(data.html, source).not.toMatch(/^threw/);
      if (!source.startsWith('import')) expect(page, source).not.toContain('quireStatic');
    }
  });

  it('imports a static snippet into a compiled page', async () => {
    const { data, compiled } = await both(
      "import S from '/snippets/s.mdx';\n\n<S />\n\n<S components={{ a: 'b' }} />\n",
      'mdx',
      { 'snippets/s.mdx': 'Snippet with a [link](/l).\n' },
    );
    expect(data.code).toContain('quireStatic');
    expect(data.html).toBe(compiled.html);
    expect(data.html).toContain('<b href="/l">link</b>');
  });

  it('renders every MDX fixture page as its compiled MDX does', async () => {
    const fixtures = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
    let pages = 0;
    for (const folder of readdirSync(fixtures).filter((d) => d.startsWith('mdx-'))) {
      const root = join(fixtures, folder);
      const read = (f: string) => {
        try {
          return readFileSync(join(root, f), 'utf8');
        } catch {
          return undefined;
        }
      };
      const expected = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as
        { page: string } | { page: string }[];
      for (const { page } of Array.isArray(expected) ? expected : [expected]) {
        const source = read(page) ?? '';
        const results = [];
        for (const staticContent of [true, false]) {
          const compiler = createMdxCompiler({
            knownComponents: testKnownComponents,
            highlighter,
            staticContent,
          });
          const result = await compilePage({
            compiler,
            file: page,
            source,
            readFile: read,
            cache: createCompileCache(),
          });
          results.push(
            result.page ? render(result.page.renderPage(testComponents)) : 'not compiled',
          );
        }
        expect(results[0], `${folder}/${page}`).toBe(results[1]);
        pages++;
      }
    }
    expect(pages).toBeGreaterThan(10);
  }, 60_000);
});
