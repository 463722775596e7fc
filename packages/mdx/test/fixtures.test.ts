import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compilePage,
  createCompileCache,
  createHighlighter,
  createMdxCompiler,
  type CodeHighlighter,
} from '@quire/mdx';
import { testComponents, testKnownComponents } from './test-components.js';

interface Case {
  readonly page: string;
  readonly variables?: Record<string, string>;
  readonly compiled?: boolean;
  readonly frontmatter?: Record<string, unknown>;
  readonly headings?: unknown[];
  readonly dependencies?: string[];
  readonly diagnostics: { code: string; file: string; line: number; column: number }[];
  readonly messages?: string[];
  readonly hints?: string[];
  readonly html?: { contains?: string[]; notContains?: string[]; count?: Record<string, number> };
}

const fixtures = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const folders = readdirSync(fixtures)
  .filter((d) => d.startsWith('mdx-'))
  .sort();
let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createHighlighter();
});

describe.each(folders)('fixture %s', (folder) => {
  const root = join(fixtures, folder);
  const expected = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as Case | Case[];
  const cases = Array.isArray(expected) ? expected : [expected];
  const readFile = (file: string) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };

  it.each(cases.map((c) => [c.page, c] as const))('%s', async (_page, c) => {
    const compiler = createMdxCompiler({
      knownComponents: testKnownComponents,
      variables: c.variables ?? {},
      highlighter,
    });
    const result = await compilePage({
      compiler,
      file: c.page,
      source: readFile(c.page) ?? '',
      readFile,
      cache: createCompileCache(),
    });
    const places = result.diagnostics.map((d) => ({
      code: d.code,
      file: d.file,
      line: d.line,
      column: d.column,
    }));
    expect(places).toEqual(c.diagnostics);
    for (const text of c.messages ?? [])
      expect(result.diagnostics.map((d) => d.message).join('\n')).toContain(text);
    for (const text of c.hints ?? [])
      expect(result.diagnostics.map((d) => d.hint).join('\n')).toContain(text);
    if (c.frontmatter) expect(result.frontmatter).toEqual(c.frontmatter);
    if (c.headings) expect(result.headings).toEqual(c.headings);
    if (c.dependencies)
      expect(result.dependencies.map((d) => d.file).sort()).toEqual(c.dependencies);
    if (c.compiled === false) {
      expect(result.page).toBeUndefined();
      return;
    }
    expect(result.page).toBeDefined();
    const html = render(result.page!.renderPage(testComponents));
    for (const fragment of c.html?.contains ?? []) expect(html).toContain(fragment);
    for (const fragment of c.html?.notContains ?? []) expect(html).not.toContain(fragment);
    for (const [fragment, n] of Object.entries(c.html?.count ?? {}))
      expect(html.split(fragment).length - 1).toBe(n);
  });
});
