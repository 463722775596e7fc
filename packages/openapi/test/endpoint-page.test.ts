import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildEndpointPage,
  loadOpenApiIndex,
  parseEndpointRef,
  resolveEndpointRef,
  type EndpointPage,
  type OpenApiIndex,
  type SchemaModel,
  type SchemaNodeModel,
} from '@quire/openapi';
import { fixturesDir } from './fixture-harness.js';

const root = join(fixturesDir, 'openapi-model');
let index: OpenApiIndex;
let api: unknown;

beforeAll(async () => {
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as { api: unknown };
  api = config.api;
  index = await loadOpenApiIndex({
    files: ['openapi.yaml', 'legacy-30.json', 'docs.json'],
    readText: (f) => readFile(join(root, f), 'utf8'),
  });
});

function page(ref: string, settings: unknown = api): EndpointPage {
  const parsed = parseEndpointRef(ref);
  if (!parsed) throw new Error(`not a reference: ${ref}`);
  const resolution = resolveEndpointRef(index, parsed);
  if (!resolution.ok) throw new Error(`unresolved: ${ref}`);
  const built = buildEndpointPage(index, resolution.operation, settings);
  if (!built) throw new Error(`no page: ${ref}`);
  return built;
}

const node = (s: SchemaModel | undefined): SchemaNodeModel => {
  if (s?.kind !== 'schema')
    throw new Error(`expected an expanded schema, got ${JSON.stringify(s)}`);
  return s;
};
const prop = (s: SchemaModel | undefined, name: string) =>
  node(s).properties?.find((p) => p.name === name);

describe('endpoint page model', () => {
  it('matches the snapshots (a spec using every schema feature)', async () => {
    for (const [ref, file] of [
      ['openapi.yaml POST /pets/{petId}/adopt', 'adopt-pet.json'],
      ['openapi.yaml GET /trees/{id}', 'get-tree.json'],
      ['openapi.yaml webhook petAdopted', 'pet-adopted-webhook.json'],
      ['legacy-30.json GET /legacy', 'legacy-30.json'],
    ] as const) {
      await expect(JSON.stringify(page(ref), null, 2) + '\n').toMatchFileSnapshot(
        join(root, 'expected', file),
      );
    }
  });

  it('is plain serialisable data', () => {
    const p = page('openapi.yaml GET /trees/{id}');
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it('has method, servers with variables, full URL, deprecation, security alternatives', () => {
    const p = page('openapi.yaml POST /pets/{petId}/adopt');
    expect(p.method).toBe('post');
    expect(p.servers.map((s) => s.url)).toEqual(['https://adopt.example.com']);
    expect(p.fullUrl).toBe('https://adopt.example.com/pets/{petId}/adopt');
    expect(p.deprecated).toBe(true);
    expect(p.title).toBe('Adopt a pet (custom)');
    expect(p.security.map((r) => r.schemes.map((s) => s.key))).toEqual([
      ['bearerAuth'],
      ['apiKey', 'oauth'],
    ]);
    expect(p.security[0]?.schemes[0]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      defaultValue: 'token-123',
    });
    expect(p.security[1]?.schemes[1]?.scopes).toEqual(['pets:write']);
    expect(page('openapi.yaml GET /trees/{id}').security).toEqual([]);
    expect(page('openapi.yaml GET /trees/{id}').servers[0]?.url).toBe(
      'https://eu.pets.example.com/v1',
    );
  });

  it('groups parameters by location; the operation overrides the path item', () => {
    const { parameters } = page('openapi.yaml POST /pets/{petId}/adopt');
    expect(parameters.path).toHaveLength(1);
    expect(node(parameters.path[0]?.schema).format).toBe('uuid');
    expect(parameters.query[0]).toMatchObject({ name: 'limit', required: false });
    expect(node(parameters.query[0]?.schema)).toMatchObject({
      default: 20,
      constraints: { minimum: 1, maximum: 100 },
    });
    expect(parameters.header.map((h) => h.name)).toEqual(['X-Trace', 'X-Request-Id']);
    expect(parameters.cookie[0]).toMatchObject({ name: 'session', deprecated: true });
  });

  it('merges allOf, keeps oneOf with its discriminator, readOnly/writeOnly, x-mint pills', () => {
    const body = page('openapi.yaml POST /pets/{petId}/adopt').requestBody;
    expect(body?.content.map((m) => m.mediaType)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    const adoption = node(body?.content[0]?.schema);
    expect(adoption.name).toBe('Adoption');
    expect(adoption.description).toBe('An adoption request.');
    expect(adoption.properties?.map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['createdAt', false],
      ['pet', true],
      ['adopter', true],
      ['password', false],
      ['callbackUrl', false],
    ]);
    expect(node(prop(adoption, 'id')?.schema).readOnly).toBe(true);
    expect(node(prop(adoption, 'password')?.schema)).toMatchObject({
      writeOnly: true,
      constraints: { minLength: 12 },
    });
    expect(node(prop(adoption, 'adopter')?.schema)).toMatchObject({ pre: ['beta'], post: ['PII'] });
    const pet = node(prop(adoption, 'pet')?.schema);
    expect(pet.oneOf?.map((s) => node(s).name)).toEqual(['Cat', 'Dog']);
    expect(pet.discriminator?.propertyName).toBe('kind');
    expect(node(prop(pet.oneOf?.[0], 'kind')?.schema).const).toBe('cat');
    expect(node(prop(pet.oneOf?.[1], 'nickname')?.schema)).toMatchObject({
      types: ['string'],
      nullable: true,
    });
    expect(node(prop(body?.content[1]?.schema, 'photo')?.schema).contentMediaType).toBe(
      'image/png',
    );
  });

  it('keeps circular schemas as references, defined once', () => {
    const p = page('openapi.yaml GET /trees/{id}');
    const tree = node(p.responses[0]?.content[0]?.schema);
    expect(prop(tree, 'parent')?.schema).toEqual({
      kind: 'ref',
      ref: 'openapi.yaml#/components/schemas/TreeNode',
      name: 'TreeNode',
    });
    expect(node(prop(tree, 'children')?.schema).items).toMatchObject({
      kind: 'ref',
      name: 'TreeNode',
    });
    expect(Object.keys(p.definitions)).toEqual(['openapi.yaml#/components/schemas/TreeNode']);
    const defined = node(p.definitions['openapi.yaml#/components/schemas/TreeNode']);
    expect(prop(defined, 'parent')?.schema.kind).toBe('ref');
    expect(node(prop(tree, 'value')?.schema).enum).toEqual(['oak', 'elm', 'ash']);
    expect(node(prop(tree, 'label')?.schema)).toMatchObject({
      nullable: true,
      examples: ['root'],
      constraints: { pattern: '^[a-z]+$' },
    });
    expect(node(prop(tree, 'weight')?.schema).anyOf).toHaveLength(2);
    expect(node(prop(tree, 'point')?.schema).prefixItems).toHaveLength(2);
    expect(node(prop(tree, 'notNull')?.schema).not).toMatchObject({ types: ['null'] });
  });

  it('uses spec examples, else generates them from the schema', () => {
    const p = page('openapi.yaml POST /pets/{petId}/adopt');
    const ok = p.responses.find((r) => r.status === '200');
    expect(ok?.content[0]?.examples).toEqual([
      { name: 'Example', value: { kind: 'cat', name: 'Tom', lives: 9 }, generated: false },
    ]);
    const queued = p.responses.find((r) => r.status === '201')?.content[0]?.examples;
    expect(queued?.map((e) => [e.name, e.summary])).toEqual([
      ['dog', 'A dog'],
      ['cat', 'A cat'],
    ]);
    expect(p.responses.map((r) => r.status)).toEqual(['200', '201', '4XX']);
    expect(p.responses[0]?.headers[0]).toMatchObject({ name: 'X-Rate-Limit', in: 'header' });
    const generated = p.requestBody?.content[0]?.examples[0];
    expect(generated?.generated).toBe(true);
    // api.examples.defaults is "required": only required, writable properties.
    expect(generated?.value).toEqual({
      pet: { kind: 'cat', name: '<string>' },
      adopter: '<string>',
    });
  });

  it('lists callbacks, code samples (x-codeSamples first), playground and x-mint', () => {
    const p = page('openapi.yaml POST /pets/{petId}/adopt');
    expect(p.callbacks).toMatchObject([
      {
        name: 'onAdopted',
        expression: '{$request.body#/callbackUrl}',
        method: 'post',
        summary: 'Adoption finished',
      },
    ]);
    expect(p.codeSamples.map((s) => [s.lang, s.label, s.generated])).toEqual([
      ['javascript', 'SDK', false],
      ['bash', 'cURL', true],
      ['python', 'Python', true],
      ['go', 'Go', true],
      ['ruby', 'Ruby', true],
    ]);
    const curl = p.codeSamples.find((s) => s.lang === 'bash')?.source ?? '';
    expect(curl).toContain("--url 'https://adopt.example.com/pets/{petId}/adopt'");
    expect(curl).toContain("--header 'Authorization: Bearer <token>'");
    expect(curl).toContain("--header 'X-Request-Id: req-42'");
    expect(curl).not.toContain('limit=');
    expect(p.playground).toBe('auth');
    expect(p.mintContent).toBe('<Note>Adoptions are final.</Note>');
    expect(p.groups).toEqual(['staff']);
    expect(page('openapi.yaml GET /trees/{id}').playground).toBe('interactive');
  });

  it('generates no code samples with api.examples.autogenerate false, and keeps x-codeSamples', () => {
    const config = api as { examples?: Record<string, unknown> };
    const own = page('openapi.yaml POST /pets/{petId}/adopt', {
      ...config,
      examples: { ...config.examples, autogenerate: false },
    });
    expect(own.codeSamples.map((s) => [s.lang, s.label, s.generated])).toEqual([
      ['javascript', 'SDK', false],
    ]);
  });

  it('reads 3.0 nullable, boolean exclusiveMinimum and example', () => {
    const p = page('legacy-30.json GET /legacy');
    expect(node(p.parameters.query[0]?.schema)).toMatchObject({
      types: ['string'],
      nullable: true,
      examples: ['cats'],
    });
    const score = node(prop(p.responses[0]?.content[0]?.schema, 'score')?.schema);
    expect(score).toMatchObject({
      types: ['number'],
      nullable: true,
      constraints: { exclusiveMinimum: 0 },
    });
    expect(score.constraints?.minimum).toBeUndefined();
    expect(p.playground).toBe('simple');
    expect(p.responses[0]?.content[0]?.examples[0]?.value).toEqual({ score: 1, note: 'fine' });
  });

  it('gives webhooks a page with their request body', () => {
    const p = page('openapi.yaml webhook petAdopted');
    expect(p).toMatchObject({
      kind: 'webhook',
      path: 'petAdopted',
      method: 'post',
      title: 'Pet adopted',
      servers: [],
    });
    expect(node(p.requestBody?.content[0]?.schema).oneOf).toHaveLength(2);
  });

  it('puts a hand-written page body beside the model', () => {
    const parsed = parseEndpointRef('openapi.yaml GET /trees/{id}');
    const resolution = parsed && resolveEndpointRef(index, parsed);
    if (!resolution?.ok) throw new Error('unresolved');
    const p = buildEndpointPage(index, resolution.operation, api, {
      frontmatter: { title: 'Trees', playground: 'none' },
      content: '# Hello',
    });
    expect(p).toMatchObject({ title: 'Trees', playground: 'none', content: '# Hello' });
  });
});
