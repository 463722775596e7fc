/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import { readReferenceSettings, schemaTypeLabel, type PlaygroundSpec } from '@quire/components';
import type { SchemaModel } from '@quire/openapi';
import { endpointPage, loadApiFixture, renderReference } from './api-harness.js';

const node = (extra: Partial<Extract<SchemaModel, { kind: 'schema' }>>): SchemaModel => ({
  kind: 'schema',
  types: [],
  nullable: false,
  ...extra,
});

describe('schemaTypeLabel', () => {
  test('names types the way the reference shows them', () => {
    expect(schemaTypeLabel(node({ types: ['integer'], format: 'int64' }))).toBe('integer<int64>');
    expect(schemaTypeLabel(node({ types: ['string'], enum: ['a'] }))).toBe('enum<string>');
    expect(schemaTypeLabel(node({ types: ['array'], items: node({ types: ['object'] }) }))).toBe(
      'object[]',
    );
    expect(
      schemaTypeLabel(node({ types: ['array'], items: node({ types: ['string', 'number'] }) })),
    ).toBe('(string | number)[]');
    expect(schemaTypeLabel(node({ types: ['string'], nullable: true }))).toBe('string | null');
    expect(schemaTypeLabel(node({ types: ['string'], format: 'binary' }))).toBe('file');
    expect(
      schemaTypeLabel(
        node({
          oneOf: [{ kind: 'ref', ref: 'a#/x/Cat', name: 'Cat' }, node({ types: ['string'] })],
        }),
      ),
    ).toBe('Cat | string');
    expect(schemaTypeLabel({ kind: 'ref', ref: 'a#/components/schemas/Node', name: 'Node' })).toBe(
      'Node',
    );
    expect(schemaTypeLabel(node({ const: 'cat' }))).toBe('string');
    expect(schemaTypeLabel(undefined)).toBe('any');
  });
});

describe('endpoint reference', () => {
  test('parameters appear grouped by location, in the order path, query, header, cookie', async () => {
    const f = await loadApiFixture('api-parameters');
    const { content } = renderReference(endpointPage(f, 'GET /stores/{storeId}/items'), {
      settings: f.settings,
    });
    const sections = [...content.matchAll(/data-section="([a-z-]+)"/g)].map((m) => m[1]);
    expect(sections).toEqual([
      'path-parameters',
      'query-parameters',
      'header-parameters',
      'cookie-parameters',
      'responses',
    ]);
    expect(content).toContain('id="param-storeid" data-field="path"');
    expect(content).toContain('id="param-session" data-field="cookie"');
  });

  test('the interactive playground embeds its spec as JSON the client can read back', async () => {
    const f = await loadApiFixture('api-playground-interactive');
    const { content, reference } = renderReference(endpointPage(f, 'POST /pets/{petId}/photos'), {
      settings: f.settings,
    });
    const json = /<script type="application\/json" data-q-playground>([\s\S]*?)<\/script>/.exec(
      content,
    )?.[1];
    expect(JSON.parse(json ?? 'null') as PlaygroundSpec).toEqual(reference.spec);
    expect(reference.spec.proxy).toBe(false);
    expect(reference.spec.credentials).toBe(true);
    expect(content).toContain('name="path.petId"');
    expect(content).toContain(
      '<button type="submit" class="q-playground__send" disabled>Send</button>',
    );
  });

  test('a spec cannot close its script element', async () => {
    const f = await loadApiFixture('api-playground-interactive');
    const page = endpointPage(f, 'POST /pets/{petId}/photos');
    const evil = {
      ...page,
      parameters: {
        ...page.parameters,
        query: [
          {
            name: '</script><script>alert(1)</script>',
            in: 'query' as const,
            required: false,
            deprecated: false,
          },
        ],
      },
    };
    const { content } = renderReference(evil, { settings: f.settings });
    expect(content).not.toContain('</script><script>alert(1)');
  });

  test('modes: simple has the copyable line only; none has no copy button and no playground', async () => {
    const simple = await loadApiFixture('api-playground-simple');
    const s = renderReference(endpointPage(simple, 'openapi.yaml GET /status'), {
      settings: simple.settings,
    });
    expect(s.reference.mode).toBe('simple');
    expect(s.content).toContain('data-copy="https://api.example.com/status"');
    expect(s.content).not.toContain('q-playground');
    const none = await loadApiFixture('api-playground-none');
    const n = renderReference(endpointPage(none, 'GET /status'), { settings: none.settings });
    expect(n.content).not.toContain('q-copy q-api-endpoint__copy');
    expect(n.content).not.toContain('q-playground');
    const overridden = renderReference(
      endpointPage(none, 'GET /status', { frontmatter: { playground: 'interactive' } }),
      { settings: none.settings },
    );
    expect(overridden.content).toContain('data-q-playground');
  });

  test('an interactive playground without a server falls back to simple', async () => {
    const f = await loadApiFixture('api-playground-simple');
    const r = renderReference(
      endpointPage(f, 'no-server.yaml GET /health', { frontmatter: { playground: 'interactive' } }),
      { settings: f.settings },
    );
    expect(r.reference.mode).toBe('simple');
  });

  test('auth on a static page: only a placeholder naming the spec file and the groups; the file holds the spec', async () => {
    const f = await loadApiFixture('api-playground-auth');
    const r = renderReference(endpointPage(f, 'POST /admin/users'), {
      settings: f.settings,
      groups: ['admin', 'developer'],
    });
    expect(r.content).not.toContain('data-q-playground>');
    expect(r.content).not.toContain('<form');
    expect(r.content).not.toContain('"method":"POST"');
    expect(r.content).toContain(
      `data-q-playground-gated data-src="/_quire/playground/${r.reference.spec.id}.json" data-groups="admin,developer"></div>`,
    );
    expect(r.reference.gated?.path).toBe(`_quire/playground/${r.reference.spec.id}.json`);
    expect(r.reference.gated?.file).toEqual({
      version: 1,
      groups: ['admin', 'developer'],
      spec: r.reference.spec,
    });
  });

  test('auth for a known reader: the playground for readers in the groups, nothing for others', async () => {
    const f = await loadApiFixture('api-playground-auth');
    const page = endpointPage(f, 'POST /admin/users');
    const render = (groups: string[] | null) =>
      renderReference(page, {
        settings: f.settings,
        groups: ['admin'],
        audience: { kind: 'viewer', viewer: groups ? { groups } : null },
      });
    expect(render(['admin']).content).toContain('data-q-playground>');
    expect(render(['support']).content).not.toContain('q-playground');
    expect(render(null).content).not.toContain('q-playground');
    expect(render(['admin']).reference.gated).toBeUndefined();
  });

  test('webhooks show the payload and never a playground', async () => {
    const f = await loadApiFixture('api-webhook');
    const r = renderReference(endpointPage(f, 'webhook orderShipped'), {
      settings: readReferenceSettings({ playground: { display: 'interactive' } }),
    });
    expect(r.reference.mode).toBe('none');
    expect(r.content).toContain('id="payload"');
    expect(r.aside).toContain('data-tab-title="Payload"');
    expect(r.content).not.toContain('q-playground');
  });

  test('api.params.expanded opens nested fields; closed by default', async () => {
    const f = await loadApiFixture('api-nested-objects');
    const page = endpointPage(f, 'POST /orders');
    expect(renderReference(page, { settings: f.settings }).content).toContain(
      '<details class="q-expandable" open>',
    );
    expect(renderReference(page, { settings: readReferenceSettings({}) }).content).not.toContain(
      '<details class="q-expandable" open>',
    );
  });

  test('pills: built-ins, then api.params.post values, then x-mint.post', async () => {
    const f = await loadApiFixture('api-x-mint');
    const { content } = renderReference(endpointPage(f, 'PATCH /users/{id}'), {
      settings: f.settings,
    });
    const email = content.slice(
      content.indexOf('id="param-email"'),
      content.indexOf('id="param-role"'),
    );
    const pills = [...email.matchAll(/q-field__label--(pre|post)">([^<]+)/g)].map(
      (m) => `${m[1]}:${m[2]}`,
    );
    expect(pills).toEqual(['pre:beta', 'post:nullable', 'post:email', 'post:PII', 'post:GDPR']);
    const role = content.slice(
      content.indexOf('id="param-role"'),
      content.indexOf('id="param-nickname"'),
    );
    expect([...role.matchAll(/q-field__label--post">([^<]+)/g)].map((m) => m[1])).toEqual([
      'read-only',
      'admin only',
    ]);
  });

  test('circular references link to the schema defined in the Schemas section', async () => {
    const f = await loadApiFixture('api-circular');
    const { content } = renderReference(endpointPage(f, 'GET /categories/{id}'), {
      settings: f.settings,
    });
    expect(content).toContain('See <a href="#schema-category">Category</a> under Schemas.');
    expect(content).toContain('<div class="q-api-definition" id="schema-category">');
    expect(content).toContain('id="param-category-children"');
  });

  test('the intro comes after the playground and before the reference', async () => {
    const f = await loadApiFixture('api-x-mint');
    const { content } = renderReference(endpointPage(f, 'PATCH /users/{id}'), {
      settings: f.settings,
      intro: <p id="intro">Hi</p>,
    });
    expect(content.indexOf('data-q-playground-root')).toBeLessThan(content.indexOf('id="intro"'));
    expect(content.indexOf('id="intro"')).toBeLessThan(
      content.indexOf('data-section="path-parameters"'),
    );
  });
});
