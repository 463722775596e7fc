import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The kinds of broken page `quire validate` must report exactly as `quire build` does (issue 30.2): each is one
 * page of a generated site (some with snippets of their own), with the problem expected at the line (and column)
 * of the mistake. `onlyValidate`: a file the build skips, reported by validate alone, as a warning.
 */
export interface BrokenPage {
  readonly kind: string;
  /** The page, relative to the docs root (listed in the navigation unless `unlisted`). */
  readonly page: string;
  readonly source: string;
  /** Other files of the case (snippets), by path. */
  readonly files?: Readonly<Record<string, string>>;
  readonly expect: {
    readonly code: string;
    readonly severity: 'error' | 'warning';
    /** Where: the page unless another file of the case is named. */
    readonly file?: string;
    readonly line: number;
    readonly column?: number;
  };
  readonly unlisted?: boolean;
  readonly onlyValidate?: boolean;
}

/** A page with a title: the body starts on line 5. */
const page = (body: string) => `---\ntitle: Case\n---\n\n${body}`;
const fm = (yaml: string) => `---\n${yaml}---\n\n# Body\n`;

type Case = Omit<BrokenPage, 'page'> & { readonly page?: string };
const at = (code: string, severity: 'error' | 'warning', line: number, column?: number) => ({
  code,
  severity,
  line,
  ...(column !== undefined ? { column } : {}),
});
const E = (code: string, line: number, column?: number) => at(code, 'error', line, column);
const W = (code: string, line: number, column?: number) => at(code, 'warning', line, column);
const SYNTAX = 'mdx/compile-error';

const CASES: readonly Case[] = [
  // MDX syntax: tags
  {
    kind: 'unclosed block tag',
    source: page('Text\n\n<Card title="x">\nBody\n'),
    expect: E(SYNTAX, 7, 1),
  },
  {
    kind: 'unclosed inline tag',
    source: page('Some <Tooltip tip="a">word.\n'),
    expect: E(SYNTAX, 5, 6),
  },
  {
    kind: 'mismatched closing tag',
    source: page('<Card>\nBody\n</Note>\n'),
    expect: E(SYNTAX, 7, 1),
  },
  {
    kind: 'tag closed in the wrong order',
    source: page('<Steps>\n  <Step title="a">\n  one\n</Steps>\n'),
    expect: E(SYNTAX, 8, 1),
  },
  {
    kind: 'closing tag that opens nothing',
    source: page('Text\n\n</Card>\n'),
    expect: E(SYNTAX, 7, 1),
  },
  { kind: 'void tag not closed', source: page('line<br>\nnext\n'), expect: E(SYNTAX, 5, 5) },
  { kind: 'stray <', source: page('It takes <5 ms.\n'), expect: E(SYNTAX, 5, 10) },
  { kind: 'HTML comment', source: page('Text\n\n<!-- a note -->\n'), expect: E(SYNTAX, 7, 1) },
  {
    kind: 'attribute quote that never closes',
    source: page('<Card title="x>\nBody\n</Card>\n'),
    expect: E(SYNTAX, 5, 13),
  },
  {
    kind: 'tag that never ends',
    source: page('Text\n\n<Card title="x"\n'),
    expect: E(SYNTAX, 7, 1),
  },
  // MDX syntax: expressions
  { kind: '{ without }', source: page('Some {text here\n\nMore.\n'), expect: E(SYNTAX, 5, 6) },
  {
    kind: '{ without } in an attribute',
    source: page('<Card title={a>\nBody\n</Card>\n'),
    expect: E(SYNTAX, 5, 13),
  },
  {
    kind: 'expression that does not parse',
    source: page('Value: {1 +}\n'),
    expect: E(SYNTAX, 5, 12),
  },
  {
    kind: 'attribute expression that does not parse',
    source: page('<Card title={a b}>x</Card>\n'),
    expect: E(SYNTAX, 5, 15),
  },
  // import and export
  {
    kind: 'import that does not parse',
    source: page('import { X from "/snippets/x.mdx"\n\nText\n'),
    expect: E(SYNTAX, 5, 12),
  },
  {
    kind: 'export that does not parse',
    source: page('export const = 5\n\nText\n'),
    expect: E(SYNTAX, 5, 14),
  },
  {
    kind: 'import of an npm package',
    source: page('import x from "lodash"\n\nText\n'),
    expect: E('mdx/import-unsupported', 5, 1),
  },
  {
    kind: 'import out of the docs root',
    source: page('import X from "../../../outside.mdx"\n\n<X />\n'),
    expect: E('mdx/import-outside-root', 5, 1),
  },
  {
    kind: 'missing snippet',
    source: page('Text\n\nimport Gone from "/snippets/gone.mdx"\n\n<Gone />\n'),
    expect: W('mdx/import-not-found', 7, 1),
  },
  {
    kind: 'import of an export the snippet lacks',
    source: page('import { Nope } from "/snippets/has-one.jsx"\n\n<Nope />\n'),
    files: { 'snippets/has-one.jsx': 'export const One = () => <b>1</b>;\n' },
    expect: W('mdx/import-missing-export', 5, 1),
  },
  {
    kind: 'snippet importing itself',
    source: page('import Self from "/snippets/self.mdx"\n\n<Self />\n'),
    files: { 'snippets/self.mdx': 'import Self from "/snippets/self.mdx"\n\nLoop: <Self />\n' },
    expect: { ...E('mdx/import-cycle', 1, 1), file: 'snippets/self.mdx' },
  },
  {
    kind: 'snippets importing each other',
    source: page('import A from "/snippets/ping.mdx"\n\n<A />\n'),
    files: {
      'snippets/ping.mdx': 'import B from "/snippets/pong.mdx"\n\n<B />\n',
      'snippets/pong.mdx': 'Text\n\nimport A from "/snippets/ping.mdx"\n\n<A />\n',
    },
    expect: { ...E('mdx/import-cycle', 3, 1), file: 'snippets/pong.mdx' },
  },
  {
    kind: 'snippet that does not compile',
    source: page('import Broken from "/snippets/broken.mdx"\n\n<Broken />\n'),
    files: { 'snippets/broken.mdx': 'Intro\n\n<Note>\nnever closed\n' },
    expect: { ...E(SYNTAX, 3, 1), file: 'snippets/broken.mdx' },
  },
  {
    kind: 'JSX snippet that does not parse',
    source: page('import { Box } from "/snippets/box.jsx"\n\n<Box />\n'),
    files: { 'snippets/box.jsx': 'export const Box = () => (\n  <div>\n);\n' },
    expect: { ...E(SYNTAX, 2, 8), file: 'snippets/box.jsx' },
  },
  // components, page code and variables
  {
    kind: 'unknown component',
    source: page('<Cardd title="x">Body</Cardd>\n'),
    expect: W('mdx/unknown-component', 5, 1),
  },
  {
    kind: 'page code that reaches for Node',
    source: page('Key: {process.env.SECRET}\n'),
    expect: E('mdx/host-access', 5, 7),
  },
  {
    kind: 'undefined variable',
    source: page('Welcome to {{nope}}.\n'),
    expect: E('mdx/undefined-variable', 5, 12),
  },
  {
    kind: 'variable name with a space',
    source: page('Welcome to {{my product}}.\n'),
    expect: W('mdx/unusable-variable-name', 5, 12),
  },
  {
    kind: 'component that throws',
    source: page('export const Boom = () => {\n  throw new Error("boom");\n};\n\n<Boom />\n'),
    expect: E('mdx/component-error', 9, 1),
  },
  {
    kind: 'snippet component that throws',
    source: page('import { Fail } from "/snippets/fail.jsx"\n\nText\n\n<Fail />\n'),
    files: { 'snippets/fail.jsx': 'export const Fail = () => {\n  throw new Error("no");\n};\n' },
    expect: E('mdx/component-error', 9, 1),
  },
  {
    kind: 'expression that throws',
    source: page('Name: {contact.name}\n'),
    expect: W('mdx/expression-error', 5, 8),
  },
  {
    kind: 'component with an expression that throws',
    source: page('<Card title={missing.title}>\nBody\n</Card>\n'),
    expect: W('mdx/expression-error', 5, 14),
  },
  {
    kind: 'component prop out of its set',
    source: page('<Columns cols={9}>\n<Card title="a">A</Card>\n</Columns>\n'),
    expect: W('components/invalid-prop', 5, 10),
  },
  {
    kind: 'icon not in the library',
    source: page('<Icon icon="no-such-icon-here" />\n'),
    expect: W('components/unknown-icon', 5, 12),
  },
  // frontmatter
  {
    kind: 'frontmatter double quote that never closes',
    source: fm('title: "Hello\ndescription: x\n'),
    expect: E('frontmatter/yaml-syntax', 2, 8),
  },
  {
    kind: 'frontmatter single quote that never closes',
    source: fm("title: ok\ndescription: 'Hi\n"),
    expect: E('frontmatter/yaml-syntax', 3, 14),
  },
  {
    kind: 'frontmatter repeated key',
    source: fm('title: a\ntitle: b\n'),
    expect: E('frontmatter/yaml-syntax', 3, 1),
  },
  {
    kind: 'frontmatter value with ": "',
    source: fm('title: Setup: the basics\n'),
    expect: E('frontmatter/yaml-syntax', 2, 8),
  },
  {
    kind: 'frontmatter list that never closes',
    source: fm('title: T\ntags: [a, b\nmode: wide\n'),
    expect: E('frontmatter/yaml-syntax', 3, 7),
  },
  {
    kind: 'frontmatter mapping that never closes',
    source: fm('title: T\nseo: {noindex: true\n'),
    expect: E('frontmatter/yaml-syntax', 3, 6),
  },
  {
    kind: 'frontmatter alias without anchor',
    source: fm('title: *name\n'),
    expect: E('frontmatter/yaml-syntax', 2, 8),
  },
  {
    kind: 'frontmatter that is a list',
    source: fm('- title\n- description\n'),
    expect: E('frontmatter/not-a-map', 2, 1),
  },
  {
    kind: 'frontmatter value starting with @',
    source: fm('title: @handle\n'),
    expect: E('frontmatter/yaml-syntax', 2, 8),
  },
  {
    kind: 'frontmatter indented with a tab',
    source: fm('title: T\n\tdescription: d\n'),
    expect: W('frontmatter/yaml-lenient', 3, 1),
  },
  {
    kind: 'frontmatter that never closes',
    source: '---\ntitle: T\n\n# Body\n',
    expect: W('frontmatter/unclosed', 1, 1),
  },
  // OpenAPI, math, images, code, links
  {
    kind: 'openapi: naming no operation',
    source: '---\ntitle: Op\nopenapi: GET /nowhere\n---\n\nText\n',
    expect: W('openapi/unresolved-operation', 3, 10),
  },
  {
    kind: 'openapi: naming a spec at another path',
    source: '---\ntitle: Op\nopenapi: other.yaml GET /users\n---\n\nText\n',
    expect: W('openapi/spec-path-mismatch', 3, 10),
  },
  {
    kind: 'openapi: that is no endpoint reference',
    source: '---\ntitle: Op\nopenapi: FETCH /users\n---\n\nText\n',
    expect: W('openapi/invalid-reference', 3, 10),
  },
  {
    kind: 'math that KaTeX refuses',
    source: page('Area: $\\frac{1}{$ here.\n'),
    expect: W('mdx/math-error', 5, 7),
  },
  {
    kind: 'image without alt text',
    source: page('![](/logo.png)\n'),
    expect: W('mdx/image-missing-alt', 5, 1),
  },
  {
    kind: 'code block in an unknown language',
    source: page('```nosuchlang\ncode\n```\n'),
    expect: W('mdx/unknown-language', 5, 1),
  },
  {
    kind: 'link to no page',
    source: page('See [the guide](/no-such-page).\n'),
    expect: W('links/broken-link', 5, 17),
  },
  {
    kind: 'link to no heading',
    source: page('## Set up\n\nSee [above](#set-upp).\n'),
    expect: W('links/broken-anchor', 7, 13),
  },
  // pages the navigation does not list, and files no page uses
  {
    kind: 'page no navigation lists',
    source: page('<Note>\nnever closed\n'),
    expect: E(SYNTAX, 5, 1),
    unlisted: true,
  },
  {
    kind: 'snippet nothing imports',
    page: 'snippets/orphan.mdx',
    source: 'Intro\n\n<Tip>\nnever closed\n',
    expect: W(SYNTAX, 3, 1),
    unlisted: true,
    onlyValidate: true,
  },
];

const slug = (kind: string) =>
  kind
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The catalogue, each case with its page path (`cases/<kind>.mdx` unless it names one). */
export const BROKEN_PAGES: readonly BrokenPage[] = CASES.map((c) => ({
  ...c,
  page: c.page ?? `cases/${slug(c.kind)}.mdx`,
}));

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'API', version: '1' },
  paths: {
    '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } },
  },
};

/** Writes the site of the catalogue into `root`: a working home page, every case, its snippets, one spec. */
export async function writeBrokenPagesSite(root: string): Promise<void> {
  const listed = BROKEN_PAGES.filter((c) => !c.unlisted).map((c) => c.page.replace(/\.mdx$/, ''));
  const config = {
    $schema: 'https://quire.dev/docs.schema.json',
    theme: 'mint',
    name: 'Broken pages',
    colors: { primary: '#4F46E5' },
    variables: { product: 'Quire' },
    api: { openapi: 'openapi.json' },
    navigation: { groups: [{ group: 'Home', pages: ['index', ...listed] }] },
  };
  const files: Record<string, string> = {
    'docs.json': JSON.stringify(config, null, 2),
    'index.mdx': '---\ntitle: Home\n---\n\n# Home\n\nEvery other page is broken.\n',
    'openapi.json': JSON.stringify(OPENAPI, null, 2),
    'logo.png': 'png',
  };
  for (const c of BROKEN_PAGES) Object.assign(files, { [c.page]: c.source }, c.files ?? {});
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}
