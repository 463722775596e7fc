import { beforeAll, describe, expect, it } from 'vitest';
import {
  builtinComponentNames,
  createIconRegistry,
  createPageSandbox,
  type PageSandbox,
  type PageSandboxResult,
} from '@quire/components';
import {
  compilePage,
  createHighlighter,
  createMdxCompiler,
  pageProgramOf,
  type MdxCompiler,
} from '@quire/mdx';

let compiler: MdxCompiler;
let sandbox: PageSandbox;
/** A sandbox with a short time limit, for pages that never end (no icons: loading a library takes time). */
let quick: PageSandbox;

beforeAll(async () => {
  compiler = createMdxCompiler({
    knownComponents: builtinComponentNames,
    variables: {},
    highlighter: await createHighlighter(),
  });
  sandbox = createPageSandbox({ icons: createIconRegistry() });
  quick = createPageSandbox({ icons: createIconRegistry(), timeLimitMs: 500 });
}, 60_000);

async function render(source: string, using = sandbox): Promise<PageSandboxResult> {
  const compiled = await compilePage({
    compiler,
    file: 'page.mdx',
    source,
    readFile: () => undefined,
  });
  expect(compiled.page, JSON.stringify(compiled.diagnostics)).toBeDefined();
  return using.render({
    program: pageProgramOf(compiled.page!),
    file: 'page.mdx',
    source,
    reserved: compiled.headings.map((h) => h.id),
  });
}

describe('the page sandbox', () => {
  it('renders page code with the built-in components, icons looked up in the host', async () => {
    const result = await render(
      '# Title\n\n{[1, 2, 3].map((n) => n * 2).join(",")}\n\n<Card title="Go" icon="rocket">Text</Card>\n',
    );
    expect(result.kind).toBe('rendered');
    const html = result.kind === 'rendered' ? result.html : '';
    expect(html).toContain('2,4,6');
    expect(html).toContain('data-icon="rocket"');
    expect(html).toContain('<path d="M');
  });

  it('gives page code btoa and atob, as browsers and Node do', async () => {
    const source =
      'export const Link = ({ config }) => <a href={`cursor://install?config=${btoa(JSON.stringify(config))}`}>Install</a>;\n\n' +
      '<Link config={{ url: "https://x.dev/mcp" }} />\n\n{atob("aMOpbGxv").length} {btoa("a")} {btoa("ab")} {atob(" YWJj ")}\n';
    const result = await render(source);
    expect(result.kind).toBe('rendered');
    const html = result.kind === 'rendered' ? result.html : '';
    expect(html).toContain(
      `config=${Buffer.from('{"url":"https://x.dev/mcp"}').toString('base64')}`,
    );
    expect(html).toMatch(/6\s+YQ==\s+YWI=\s+abc/);
    expect(result.kind === 'rendered' && result.diagnostics).toEqual([]);
  });

  it('stops an endless loop at the time limit and stays usable for the next page', async () => {
    expect(await render('{(() => { while (true) {} })()}\n', quick)).toEqual({
      kind: 'timed-out',
      limitMs: 500,
    });
    expect(await render('{(() => { let n = 0; for (;;) n++; })()}\n', quick)).toEqual({
      kind: 'timed-out',
      limitMs: 500,
    });
    const after = await render('Still **here**.\n', quick);
    expect(after.kind === 'rendered' && after.html).toContain('<strong>here</strong>');
  });

  it('bounds promise jobs a page queues, too', async () => {
    const source =
      '{(() => { const again = () => Promise.resolve().then(again); again(); return "queued"; })()}\n';
    expect(await render(source, quick)).toEqual({ kind: 'timed-out', limitMs: 500 });
  });

  it('reports what a page component or an expression throws at its place, and renders the rest', async () => {
    const result = await render(
      'export const Boom = () => { throw new Error("kaboom"); };\n\nBefore {missing.value} after.\n\n<Boom />\n\nThe end.\n',
    );
    expect(result.kind).toBe('rendered');
    if (result.kind !== 'rendered') return;
    expect(result.html).toContain('Before  after.');
    expect(result.html).toContain('The end.');
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual([
      'mdx/expression-error warning 3:9',
      'mdx/component-error error 5:1',
    ]);
    expect(result.diagnostics[1]?.message).toContain('kaboom');
  });

  it('reports what a component nested in page code throws at the page element that led to it, and renders the rest', async () => {
    const source =
      'export const Inner = () => { throw new Error("deep"); };\nexport const Outer = () => <div><Inner /></div>;\n\nBefore.\n\n<Outer />\n\nAfter.\n';
    const result = await render(source);
    expect(result.kind).toBe('rendered');
    if (result.kind !== 'rendered') return;
    expect(result.html).toContain('Before.');
    expect(result.html).toContain('After.');
    expect(result.html).not.toContain('<div></div>');
    expect(result.diagnostics.map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}`)).toEqual([
      'mdx/component-error error 6:1',
    ]);
    expect(result.diagnostics[0]?.message).toContain(
      '<Outer> threw while the page rendered: <Inner>, which it renders, threw (Error: deep)',
    );
  });

  it('gives a page no way to the host realm or to what earlier pages left', async () => {
    const probes = [
      '[].constructor.constructor("return process")()',
      'globalThis.constructor.constructor("return process")()',
      'Object.getPrototypeOf(globalThis).constructor.constructor("return process")()',
      'Function("return this")().constructor.constructor("return process")()',
      'useState.constructor("return process")()',
      '(async () => 0).constructor("return process")()',
      'Promise.resolve().constructor.constructor("return process")()',
      'new Error().constructor.constructor("return process")()',
    ];
    for (const probe of probes) {
      const result = await render(
        `{(() => { try { const p = ${probe}; return p && typeof p.pid === "number" ? "REACHED " + p.pid : "no"; } catch (e) { return "blocked " + e.name; } })()}\n`,
      );
      expect(result.kind, probe).toBe('rendered');
      expect(result.kind === 'rendered' && result.html, probe).not.toContain('REACHED');
    }
    const patched = await render(
      '{(() => { try { Array.prototype.map = () => []; return "patched"; } catch (e) { return "refused " + e.name; } })()}\n',
    );
    expect(patched.kind === 'rendered' && patched.html).toContain('refused TypeError');
    const next = await render('{["a", "b"].map((x) => x + "!").join(" ")}\n');
    expect(next.kind === 'rendered' && next.html).toContain('a! b!');
  });
});
