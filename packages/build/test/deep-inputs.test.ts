import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { validateProject } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import { validateOpenApi } from '@quire/openapi';

// Issue 20.5: long $ref chains and deeply nested values give a clean result or a clean,
// positioned diagnostic in validate and build alike, never a stack overflow.
const HEAD = { theme: 'mint', name: 'Deep', colors: { primary: '#0D9373' } };
const INDEX = '---\ntitle: Home\n---\n\nHello.\n';
const work: string[] = [];
afterAll(async () => Promise.all(work.map((dir) => rm(dir, { recursive: true, force: true }))));

async function site(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-deep-'));
  work.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, 'docs', file)), { recursive: true });
    await writeFile(join(dir, 'docs', file), text);
  }
  return dir;
}

const place = (d: Diagnostic) => `${d.code} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;
const errors = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.severity === 'error');

async function validateAndBuild(dir: string) {
  const root = join(dir, 'docs');
  const project = validateProject(root);
  const openapi = await validateOpenApi({
    root,
    config: project.loaded.value,
    locate: project.loaded.sources.locate,
    files: project.files,
    fetchRemote: false,
    cacheDir: false,
  });
  const validated = [...project.diagnostics, ...openapi.diagnostics];
  const built = await buildSite({
    root,
    outDir: join(dir, 'out'),
    cacheDir: join(dir, 'cache'),
    network: false,
  });
  const all = [...validated, ...built.diagnostics];
  expect(all.filter((d) => /call stack|RangeError/i.test(d.message))).toEqual([]);
  return {
    validated: errors(validated).map(place),
    built: errors(built.diagnostics).map(place),
    ok: built.ok,
    out: join(dir, 'out'),
  };
}

describe('deep and long inputs', () => {
  it('a navigation behind a chain of 3,000 $ref files validates and builds', async () => {
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({ ...HEAD, navigation: { $ref: 'inc/c0.json' } }),
      'index.mdx': INDEX,
    };
    for (let i = 0; i < 3000; i++)
      files[`inc/c${i}.json`] = JSON.stringify({ $ref: `c${i + 1}.json` });
    files['inc/c3000.json'] = JSON.stringify({ groups: [{ group: 'Start', pages: ['index'] }] });
    const r = await validateAndBuild(await site(files));
    expect([r.validated, r.built, r.ok]).toEqual([[], [], true]);
    expect(await readFile(join(r.out, 'index.html'), 'utf8')).toContain('Hello.');
  }, 120_000);

  it('a docs.json value nested 5,000 levels deep is one positioned error in validate and build', async () => {
    const docs = `{"theme":"mint","name":"D","colors":{"primary":"#0D9373"},"navigation":{"pages":["index"]},\n"x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const r = await validateAndBuild(await site({ 'docs.json': docs, 'index.mdx': INDEX }));
    expect(r.validated).toEqual(['config/too-deep docs.json:2:204']);
    expect(r.built).toEqual(r.validated);
  }, 120_000);

  it('a spec schema nested 5,000 levels deep, and a chain of 5,000 schema $refs, build an endpoint page cut at a depth', async () => {
    const deep =
      '{"type":"object","properties":{"a":'.repeat(5000) + '{"type":"string"}' + '}}'.repeat(5000);
    const schemas: Record<string, unknown> = { Deep: '@DEEP@', R5000: { type: 'string' } };
    for (let i = 0; i < 5000; i++)
      schemas[`R${i}`] = {
        type: 'object',
        properties: { next: { $ref: `#/components/schemas/R${i + 1}` } },
      };
    const json = (schema: string) => ({
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    });
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Deep', version: '1' },
      paths: {
        '/deep': {
          post: {
            requestBody: json('Deep'),
            responses: { 200: { description: 'ok', ...json('R0') } },
          },
        },
      },
      components: { schemas },
    };
    const r = await validateAndBuild(
      await site({
        'docs.json': JSON.stringify({
          ...HEAD,
          navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index'] }] },
        }),
        'index.mdx': INDEX,
        'openapi.json': JSON.stringify(spec).replace('"@DEEP@"', deep),
      }),
    );
    expect([r.validated, r.built, r.ok]).toEqual([[], [], true]);
    const html = await readFile(join(r.out, 'api-reference/post-deep/index.html'), 'utf8');
    expect(html).toContain('Nested more than 64 levels deep: not shown.');
  }, 120_000);

  it('a YAML spec with a value nested 5,000 levels deep is a clean, positioned spec error in validate and build', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Ex', version: '1' },
      paths: {
        '/ex': {
          get: {
            responses: {
              200: { description: 'ok', content: { 'application/json': { example: '@EX@' } } },
            },
          },
        },
      },
    };
    const r = await validateAndBuild(
      await site({
        'docs.json': JSON.stringify({
          ...HEAD,
          navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['index'] }] },
        }),
        'index.mdx': INDEX,
        'openapi.yaml': JSON.stringify(spec).replace('"@EX@"', '['.repeat(5000) + ']'.repeat(5000)),
      }),
    );
    expect(r.validated).toHaveLength(1);
    expect(r.validated[0]).toMatch(/^openapi\/invalid-spec openapi\.yaml:1:\d+$/);
    expect(r.built).toEqual(r.validated);
  }, 120_000);

  it('a spec whose schemas $ref a chain of 3,000 files validates and builds', async () => {
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({
        ...HEAD,
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index'] }] },
      }),
      'index.mdx': INDEX,
      'openapi.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'Chain', version: '1' },
        paths: {
          '/chain': {
            get: {
              responses: {
                200: {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: 'schemas/s0.json' } } },
                },
              },
            },
          },
        },
      }),
      'schemas/s3000.json': JSON.stringify({ type: 'string', description: 'The end.' }),
    };
    for (let i = 0; i < 3000; i++)
      files[`schemas/s${i}.json`] = JSON.stringify({
        type: 'object',
        properties: { [`f${i}`]: { $ref: `s${i + 1}.json` } },
      });
    const r = await validateAndBuild(await site(files));
    expect([r.validated, r.built, r.ok]).toEqual([[], [], true]);
    const html = await readFile(join(r.out, 'api-reference/get-chain/index.html'), 'utf8');
    expect(html).toContain('f0');
    expect(html).toContain('Nested more than 64 levels deep: not shown.');
  }, 120_000);
});
