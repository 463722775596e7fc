/** @jsxImportSource preact */
import { describe, expect, test } from 'vitest';
import {
  Expandable,
  ParamField,
  ResponseField,
  declaredFields,
  manualEndpointPage,
  readReferenceSettings,
  type DeclaredField,
} from '@quire/components';
import { renderPage } from './render-page.js';
import { renderReference } from './api-harness.js';

const fieldsOf = () =>
  declaredFields(
    renderPage(
      <>
        <ParamField path="userId" type="string" required>
          The user.
        </ParamField>
        <ParamField query="limit" type="integer" default={10}>
          How many.
        </ParamField>
        <ParamField header="X-Trace" type="string" deprecated>
          Trace id.
        </ParamField>
        <ParamField body="profile" type="object" required>
          <Expandable title="properties">
            <ParamField body="nickname" type="string">
              Nested: not a top-level input.
            </ParamField>
          </Expandable>
        </ParamField>
        <ResponseField name="id" type="string">
          Responses are not inputs.
        </ResponseField>
      </>,
    ).html,
  );

describe('declaredFields', () => {
  test('reads the top-level request fields of a rendered page, with type, required, deprecated, default', () => {
    expect(fieldsOf()).toEqual<DeclaredField[]>([
      { location: 'path', name: 'userId', type: 'string', required: true, deprecated: false },
      {
        location: 'query',
        name: 'limit',
        type: 'integer',
        required: false,
        deprecated: false,
        default: '10',
      },
      { location: 'header', name: 'X-Trace', type: 'string', required: false, deprecated: true },
      { location: 'body', name: 'profile', type: 'object', required: true, deprecated: false },
    ]);
  });
});

describe('manualEndpointPage', () => {
  const settings = {
    mdx: { server: 'https://api.acme.com/', auth: { method: 'key', name: 'x-api-key' } },
    playground: { display: 'interactive' },
  };

  test('a relative api path takes its server from api.mdx.server and its inputs from the page', () => {
    const page = manualEndpointPage({
      api: 'POST /v1/users/{userId}',
      file: 'api/create-user.mdx',
      title: 'Create user',
      frontmatter: {},
      settings,
      fields: fieldsOf(),
    })!;
    expect(page.method).toBe('post');
    expect(page.path).toBe('/v1/users/{userId}');
    expect(page.servers.map((s) => s.url)).toEqual(['https://api.acme.com/']);
    expect(page.security[0]?.schemes).toEqual([
      { key: 'key', type: 'apiKey', in: 'header', name: 'x-api-key', scopes: [] },
    ]);
    expect(page.parameters.query[0]).toMatchObject({
      name: 'limit',
      schema: { types: ['integer'], default: '10' },
    });
    expect(page.requestBody?.content[0]?.schema).toMatchObject({
      types: ['object'],
      properties: [{ name: 'profile', required: true }],
    });
    expect(page.playground).toBe('interactive');
    const r = renderReference(page, {
      settings: readReferenceSettings(settings),
      generated: false,
      intro: <p>own fields</p>,
    });
    expect(r.reference.spec.parameters.path.map((p) => p.name)).toEqual(['userId']);
    expect(r.reference.spec.security[0]?.credentials[0]).toMatchObject({
      kind: 'apiKey',
      name: 'x-api-key',
      in: 'header',
    });
    expect(r.content).toContain(
      '<span class="q-api-endpoint__path">/v1/<wbr/>users/<span class="q-api-endpoint__param">{userId}</span></span>',
    );
    expect(r.content).not.toContain('data-section=');
    expect(r.aside).toBe('');
  });

  test('a full URL ignores api.mdx.server; authMethod none drops credentials; playground and path params from frontmatter and path', () => {
    const page = manualEndpointPage({
      api: 'GET https://other.dev/items/{id}',
      file: 'x.mdx',
      title: 'X',
      frontmatter: { authMethod: 'none', playground: 'simple' },
      settings,
    })!;
    expect(page.servers.map((s) => s.url)).toEqual(['https://other.dev']);
    expect(page.path).toBe('/items/{id}');
    expect(page.security).toEqual([]);
    expect(page.parameters.path.map((p) => p.name)).toEqual(['id']);
    expect(page.playground).toBe('simple');
  });

  test('without a server an interactive page falls back to simple; a bad api value is no page', () => {
    expect(
      manualEndpointPage({
        api: 'GET /ping',
        file: 'p.mdx',
        title: 'P',
        frontmatter: {},
        settings: {},
      })?.playground,
    ).toBe('simple');
    expect(
      manualEndpointPage({
        api: 'FETCH /ping',
        file: 'p.mdx',
        title: 'P',
        frontmatter: {},
        settings: {},
      }),
    ).toBeUndefined();
    expect(
      manualEndpointPage({
        api: '/ping',
        file: 'p.mdx',
        title: 'P',
        frontmatter: {},
        settings: {},
      }),
    ).toBeUndefined();
  });
});
