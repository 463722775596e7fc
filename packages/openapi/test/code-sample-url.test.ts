import { describe, expect, it } from 'vitest';
import {
  buildEndpointPage,
  loadOpenApiIndex,
  parseEndpointRef,
  readApiSettings,
  resolveEndpointRef,
} from '@quire/openapi';

// Issue 35.4: the generated cURL can be pasted and run: an absolute URL, path parameters filled in.
async function curlFor(servers: unknown[], siteUrl?: string): Promise<string> {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    servers,
    paths: {
      '/v1/docs/{docId}/links/{kind}': {
        get: {
          parameters: [
            {
              name: 'docId',
              in: 'path',
              required: true,
              schema: { type: 'string' },
              example: 'doc_1',
            },
            { name: 'kind', in: 'path', required: true, schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  };
  const index = await loadOpenApiIndex({
    files: ['openapi.json'],
    readText: async () => JSON.stringify(spec),
  });
  const resolution = resolveEndpointRef(
    index,
    parseEndpointRef('GET /v1/docs/{docId}/links/{kind}')!,
  );
  if (!resolution.ok) throw new Error('unresolved');
  const settings = { ...readApiSettings({}), ...(siteUrl ? { siteUrl } : {}) };
  const page = buildEndpointPage(index, resolution.operation, settings);
  return page?.codeSamples.find((s) => s.lang === 'bash')?.source ?? '';
}

describe('the generated cURL sample', () => {
  it('places a relative server under the site base URL, and fills path parameters that have an example', async () => {
    expect(await curlFor([{ url: '/' }], 'https://docs.acme.dev/guide/')).toContain(
      "--url 'https://docs.acme.dev/v1/docs/doc_1/links/{kind}'",
    );
    expect(await curlFor([{ url: 'api' }], 'https://acme.dev/docs')).toContain(
      "--url 'https://acme.dev/docs/api/v1/docs/doc_1/links/{kind}'",
    );
  });

  it('keeps an absolute server, and a relative one when the site has no base URL', async () => {
    expect(await curlFor([{ url: 'https://api.acme.dev' }], 'https://docs.acme.dev')).toContain(
      "--url 'https://api.acme.dev/v1/docs/doc_1/links/{kind}'",
    );
    expect(await curlFor([{ url: '/' }])).toContain("--url '/v1/docs/doc_1/links/{kind}'");
  });
});
