import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsFileReader, createRootEscapeCheck } from '@quire/config';
import { compilePage, createHighlighter, createMdxCompiler, type MdxCompiler } from '@quire/mdx';
import { testKnownComponents } from './test-components.js';

let base: string;
let root: string;
let compiler: MdxCompiler;
beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'quire-import-root-'));
  root = join(base, 'docs');
  mkdirSync(join(root, 'snippets'), { recursive: true });
  writeFileSync(join(base, 'secret.mdx'), 'The secret.\n');
  writeFileSync(join(root, 'snippets', 'kept.mdx'), 'Kept.\n');
  symlinkSync(join(base, 'secret.mdx'), join(root, 'snippets', 'linked.mdx'));
  compiler = createMdxCompiler({
    knownComponents: testKnownComponents,
    highlighter: await createHighlighter(),
  });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function importsOf(source: string) {
  const result = await compilePage({
    compiler,
    file: 'index.mdx',
    source,
    readFile: createDocsFileReader(root),
    leavesRoot: createRootEscapeCheck(root),
  });
  return result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column} ${d.message}`);
}

describe('an import the docs root does not hold (issue 33.5)', () => {
  it('says a snippet that is a symbolic link to a file outside the root leads outside it', async () => {
    expect(await importsOf("import Linked from '/snippets/linked.mdx';\n\n<Linked />\n")).toEqual([
      'mdx/import-outside-root 1:1 The import "/snippets/linked.mdx" names snippets/linked.mdx, a symbolic link to a file outside the docs root; the page renders without it.',
    ]);
  });

  it('still says a snippet that is not there does not exist', async () => {
    const [missing] = await importsOf("import Gone from '/snippets/gone.mdx';\n\n<Gone />\n");
    expect(missing).toMatch(
      /^mdx\/import-not-found 1:1 .*snippets\/gone\.mdx, which does not exist/,
    );
  });

  it('names the package in the message for a node: import, once', async () => {
    expect(await importsOf("import fs from 'node:fs';\n\nText.\n")).toEqual([
      'mdx/import-unsupported 1:1 Cannot import "node:fs": it is a package or URL, not a file of the docs repository.',
    ]);
  });
});
