import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES, validateProject } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import { loadSiteModel } from '@quire/navigation';
import { validateOpenApi } from '@quire/openapi';

// Issue 20.5: a file Quire refuses to read is reported with the actual reason and a fix, by
// validate and build alike: a named pipe, a folder, a file over the size limit.
const root = mkdtempSync(join(tmpdir(), 'quire-refused-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const docsJson = `{ "theme": "mint", "name": "R", "colors": { "primary": "#0D9373" },
  "navigation": { "groups": [
    { "group": "A", "openapi": "fifo.yaml", "pages": ["index", "pipe-page"] },
    { "group": "B", "openapi": "big.yaml", "pages": [] },
    { "group": "C", "openapi": "folder.yaml", "pages": [] },
    { "group": "D", "openapi": "ext.yaml", "pages": [] }
  ] },
  "seo": { "$ref": "folder.json" }
}`;

function setUp(): void {
  writeFileSync(join(root, 'docs.json'), docsJson);
  writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHi.\n');
  for (const fifo of ['fifo.yaml', 'pipe-page.mdx', 'ext-fifo.yaml'])
    execFileSync('mkfifo', [join(root, fifo)]);
  mkdirSync(join(root, 'folder.yaml'));
  mkdirSync(join(root, 'folder.json'));
  writeFileSync(
    join(root, 'big.yaml'),
    `openapi: 3.1.0\ninfo: {title: b, version: "1"}\npaths: {}\n${'#'.repeat(MAX_INPUT_BYTES + 1024 * 1024)}`,
  );
  writeFileSync(
    join(root, 'ext.yaml'),
    'openapi: 3.1.0\ninfo: {title: e, version: "1"}\npaths:\n  /x:\n    get:\n      responses:\n        "200": {description: ok, content: {application/json: {schema: {$ref: "ext-fifo.yaml"}}}}\n',
  );
}

const SPECIAL =
  'Point at a regular file: a named pipe, a device or a socket is never read, because reading it could hang the build.';
const line = (d: Diagnostic) =>
  `${d.code} ${d.file ?? ''}:${d.line ?? 0} ${d.message} | ${d.hint ?? ''}`;

describe('a refused file says why', () => {
  it('in validate and in build, with the reason and a fix', async () => {
    setUp();
    const project = validateProject(root);
    const openapi = await validateOpenApi({
      root,
      config: project.loaded.value,
      locate: project.loaded.sources.locate,
      files: project.files,
      fetchRemote: false,
      cacheDir: false,
    });
    const validated = [...project.diagnostics, ...openapi.diagnostics]
      .filter((d) => d.severity === 'error')
      .map(line)
      .sort();
    expect(validated).toEqual(
      [
        `openapi/invalid-spec ext.yaml:7 $ref "ext-fifo.yaml" does not point to anything (the file was not read: it is a named pipe, not a regular file) | ${SPECIAL}`,
        'config/unreadable-file docs.json:8 `$ref` names "folder.json", which was not read: it is a folder, not a file. | Name a file, not a folder.',
        `nav/missing-page docs.json:3 The page "pipe-page" cannot be published: pipe-page.mdx was not read, because it is a named pipe, not a regular file. | ${SPECIAL}`,
        `openapi/spec-unreadable docs.json:3 The OpenAPI spec "fifo.yaml" was not read: it is a named pipe, not a regular file. | ${SPECIAL}`,
        'openapi/spec-unreadable docs.json:4 The OpenAPI spec "big.yaml" was not read: it is 26.0 MB, 1.0 MB over the 25 MB limit. | Split the file, or move what makes it large out of it (a spec can $ref other files).',
        'openapi/spec-unreadable docs.json:5 The OpenAPI spec "folder.yaml" was not read: it is a folder, not a file. | Name a file, not a folder.',
      ].sort(),
    );
    const built = (await loadSiteModel(root)).diagnostics
      .filter((d) => d.severity === 'error')
      .map(line)
      .sort();
    expect(built).toEqual(validated);
  }, 60_000);
});
