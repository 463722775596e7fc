import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findSpec,
  loadOpenApiIndex,
  resolveEndpointRef,
  specsReached,
  type OpenApiIndex,
} from '@quire/openapi';

function load(
  files: Record<string, string>,
  extra: Partial<Parameters<typeof loadOpenApiIndex>[0]> = {},
): Promise<OpenApiIndex> {
  return loadOpenApiIndex({
    files: Object.keys(files),
    readText: async (f) => {
      const text = files[f];
      if (text === undefined) throw new Error(`ENOENT ${f}`);
      return text;
    },
    ...extra,
  });
}

const yaml31 = (paths: string) =>
  `openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\npaths:\n${paths}`;

describe('loadOpenApiIndex', () => {
  it('detects specs by content, whatever the name or the first bytes', async () => {
    const index = await load({
      'weird-name.yml': `# a comment first\n\n${yaml31('  /a:\n    get:\n      responses: {}\n')}`,
      'data/api.json':
        '  \n{"info": {"title": "x", "version": "1"}, "paths": {}, "openapi": "3.0.2"}',
      'package.json': '{"name": "x", "scripts": {"openapi": "generate"}}',
      'nested.yaml': 'tools:\n  openapi: 3.0.0\n',
      'swagger.yaml':
        "swagger: '2.0'\ninfo: {title: S, version: '1'}\npaths:\n  /p:\n    get:\n      responses:\n        '200': {description: OK}\n",
    });
    expect(index.specs.map((s) => [s.id, s.version, s.status])).toEqual([
      ['data/api.json', '3.0.2', 'ok'],
      ['swagger.yaml', '2.0', 'ok'],
      ['weird-name.yml', '3.1.0', 'ok'],
    ]);
    const swagger = findSpec(index, '/swagger');
    expect(swagger?.document['openapi']).toBe('3.0.3');
    expect(swagger?.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['get /p']);
  });

  it('lists operations path by path, methods in get, put, post, delete, … order, and webhooks', async () => {
    const index = await load({
      's.yaml':
        yaml31(
          '  /a:\n    post: {responses: {}}\n    get: {responses: {}}\n  /b:\n    delete: {responses: {}}\n',
        ) + 'webhooks:\n  hook:\n    post: {responses: {}}\n',
    });
    const spec = index.specs[0];
    expect(spec?.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'get /a',
      'post /a',
      'delete /b',
    ]);
    expect(spec?.webhooks.map((o) => `${o.kind} ${o.path}`)).toEqual(['webhook hook']);
  });

  it('reports syntax errors at their line and column', async () => {
    const index = await load({
      'bad.yaml': 'openapi: 3.0.0\ninfo:\n  title: [unclosed\npaths: {}\n',
    });
    const spec = index.specs[0];
    expect(spec?.status).toBe('broken');
    expect(spec?.problems[0]).toMatchObject({
      code: 'openapi/invalid-spec',
      severity: 'warning',
      file: 'bad.yaml',
      line: 4,
      column: 1,
    });
  });

  it('reports schema violations at the offending key', async () => {
    const index = await load({
      'v.yaml': yaml31(
        '  /a:\n    get:\n      summary: 5\n      responses: {}\n      bogus: true\n',
      ),
    });
    const messages = index.specs[0]?.problems.map((p) => [p.line, p.column, p.message]);
    expect(messages).toContainEqual([10, 7, expect.stringContaining('unknown property "bogus"')]);
    expect(messages).toContainEqual([8, 16, expect.stringContaining('must be of type string')]);
    expect(messages).toHaveLength(2);
  });

  it('keeps circular schemas as data and follows $ref into other local files', async () => {
    const index = await load({
      'api/spec.yaml': yaml31(
        "  /n:\n    get:\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema:\n                $ref: '../shared/node.yaml#/Node'\n",
      ),
      'shared/node.yaml': "Node:\n  type: object\n  properties:\n    next:\n      $ref: '#/Node'\n",
    });
    const spec = index.specs[0];
    expect(spec?.problems).toEqual([]);
    expect(Object.keys(spec?.externalDocuments ?? {})).toEqual(['shared/node.yaml']);
  });

  it('fetches remote specs through the injected edge, caches them, and uses the cache offline', async () => {
    const url = 'https://specs.example.com/api.yaml';
    const cacheDir = mkdtempSync(join(tmpdir(), 'quire-openapi-cache-'));
    try {
      const text = yaml31('  /r:\n    get: {responses: {}}\n');
      const online = await load({}, { named: [url], fetchRemote: async () => text, cacheDir });
      expect(online.specs[0]).toMatchObject({ id: url, origin: 'remote', status: 'ok' });
      const offline = await load(
        {},
        { named: [url], fetchRemote: async () => Promise.reject(new Error('ENOTFOUND')), cacheDir },
      );
      expect(offline.specs[0]?.status).toBe('ok');
      const ref = resolveEndpointRef(
        offline,
        { method: 'get', path: '/r' },
        { inheritedSpecs: [url] },
      );
      expect(ref.ok).toBe(true);
      const nothing = await load(
        {},
        { named: [url], fetchRemote: async () => Promise.reject(new Error('ENOTFOUND')) },
      );
      expect(nothing.specs[0]).toMatchObject({
        status: 'unavailable',
        unavailableReason: 'ENOTFOUND',
      });
    } finally {
      rmSync(cacheDir, { recursive: true });
    }
  });
});

describe('spec files nobody reaches', () => {
  const op = (path: string) => yaml31(`  ${path}:\n    get:\n      responses: {}\n`);
  const FILES = {
    'api/main.yaml': op('/main'),
    'api/pages-only.yaml': op('/pages'),
    'unused/big.yaml': op('/unused'),
    'unused/data.json': '{"openapi": "3.0.0"}',
  };
  const config = (extra: object = {}) => ({
    api: { openapi: 'api/main.yaml' },
    navigation: { pages: ['GET /main', 'guide'] },
    ...extra,
  });

  /** Loads with `reached` as docs.json and the pages give it, and says which files were read. */
  async function loadReached(cfg: unknown, pages: { file: string; value: unknown }[]) {
    const read: string[] = [];
    const reached = specsReached(cfg, Object.keys(FILES), pages);
    const index = await load(FILES, {
      named: ['api/main.yaml'],
      reached,
      readText: async (f) => {
        read.push(f);
        return FILES[f as keyof typeof FILES];
      },
    });
    return { reached, index, read: read.sort() };
  }

  it('are not read when every reference has its spec: docs.json’s, or one a page names', async () => {
    const { reached, index, read } = await loadReached(config(), [
      { file: 'guide.mdx', value: 'api/pages-only.yaml GET /pages' },
      { file: 'other.mdx', value: 'GET /main' },
    ]);
    expect(reached).toEqual({ everySpec: false, files: new Set(['api/pages-only.yaml']) });
    expect(read).toEqual(['api/main.yaml', 'api/pages-only.yaml']);
    expect(index.specs.map((s) => s.id)).toEqual(['api/main.yaml', 'api/pages-only.yaml']);
  });

  it('are looked through when a reference may be in any spec', async () => {
    // No api.openapi: `GET /unused` is looked for in every spec of the repository.
    const { reached, index } = await loadReached({ navigation: { pages: ['GET /unused'] } }, []);
    expect(reached.everySpec).toBe(true);
    expect(index.specs.map((s) => s.id)).toEqual([
      'api/main.yaml',
      'api/pages-only.yaml',
      'unused/big.yaml',
      'unused/data.json',
    ]);
    const resolution = resolveEndpointRef(index, { method: 'get', path: '/unused' });
    expect(resolution.ok).toBe(true);
    // A frontmatter spec token that names no file is looked for in every spec too.
    const misnamed = await loadReached(config(), [{ file: 'a.mdx', value: 'nothere GET /x' }]);
    expect(misnamed.reached.everySpec).toBe(true);
  });
});
