import {
  CODE_LANGUAGES,
  DEFAULT_CODE_LANGUAGES,
  canonicalLanguage,
} from './code-samples/code-languages.js';
import { generateCodeSample } from './code-samples/generate-code-sample.js';
import type { SampleBody, SampleRequest } from './code-samples/sample-request.js';
import type { CodeSample, EndpointPage } from './endpoint-page.js';
import { exampleFromSchema } from './generate-example.js';
import { isRecord } from './is-record.js';
import type { ApiSettings } from './read-api-settings.js';

type PageParts = Pick<
  EndpointPage,
  'method' | 'path' | 'servers' | 'parameters' | 'requestBody' | 'security' | 'definitions'
>;

/**
 * Code samples: the operation's `x-codeSamples` (or `x-code-samples`) first, then, unless
 * `api.examples.autogenerate` is false, one generated sample per language of
 * `api.examples.languages` (default: curl, Python, JavaScript, PHP, Go, Java) not already given.
 */
export function buildCodeSamples(
  operation: Record<string, unknown>,
  page: PageParts,
  settings: ApiSettings,
): CodeSample[] {
  const given = specSamples(operation['x-codeSamples'] ?? operation['x-code-samples']);
  if (!settings.examples.autogenerate) return given;
  const request = sampleRequest(page, settings);
  const languages = [
    ...new Set((settings.examples.languages ?? DEFAULT_CODE_LANGUAGES).map(canonicalLanguage)),
  ];
  const generated: CodeSample[] = [];
  for (const lang of languages) {
    if (given.some((s) => s.lang === lang)) continue;
    const source = generateCodeSample(lang, request);
    if (source !== undefined)
      generated.push({ lang, label: CODE_LANGUAGES[lang] ?? lang, source, generated: true });
  }
  return [...given, ...generated];
}

function specSamples(value: unknown): CodeSample[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((s) => {
    if (typeof s['lang'] !== 'string' || typeof s['source'] !== 'string') return [];
    const lang = canonicalLanguage(s['lang']);
    const label = typeof s['label'] === 'string' ? s['label'] : (CODE_LANGUAGES[lang] ?? s['lang']);
    return [{ lang, label, source: s['source'], generated: false }];
  });
}

function sampleRequest(page: PageParts, settings: ApiSettings): SampleRequest {
  const requiredOnly = settings.examples.defaults === 'required';
  const exampleOf = (p: EndpointPage['parameters']['query'][number]): string => {
    const value =
      p.example ??
      (p.schema
        ? exampleFromSchema(p.schema, { definitions: page.definitions, direction: 'request' })
        : '<string>');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const keep = (p: { required: boolean }): boolean => !requiredOnly || p.required;
  const headers: [string, string][] = authHeaders(page);
  headers.push(
    ...page.parameters.header.filter(keep).map((p): [string, string] => [p.name, exampleOf(p)]),
  );
  const query = page.parameters.query
    .filter(keep)
    .map((p): [string, string] => [p.name, exampleOf(p)]);
  const body = sampleBody(page, requiredOnly);
  if (body) headers.push(['Content-Type', body.mediaType]);
  const base = serverUrl(page.servers[0]?.url, settings.siteUrl).replace(/\/+$/, '');
  return {
    method: page.method.toUpperCase(),
    url: `${base}${pathWithExamples(page)}`,
    query,
    headers,
    ...(body ? { body } : {}),
  };
}

/** The server's URL, a relative one (`/`, `/v1`) placed under the site's base URL when it is known, so that a sample can be pasted and run. */
function serverUrl(server: string | undefined, siteUrl: string | undefined): string {
  if (server === undefined) return siteUrl ? new URL(siteUrl).origin : '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(server) || !siteUrl) return server;
  try {
    return new URL(server, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
  } catch {
    return server;
  }
}

/** The path with each path parameter that has an example (or a default, or a first allowed value) filled in. */
function pathWithExamples(page: PageParts): string {
  return page.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const p = page.parameters.path.find((q) => q.name === name);
    const schema = p?.schema as
      { example?: unknown; default?: unknown; enum?: unknown[] } | undefined;
    const value = p?.example ?? schema?.example ?? schema?.default ?? schema?.enum?.[0];
    return typeof value === 'string' || typeof value === 'number'
      ? encodeURIComponent(String(value))
      : whole;
  });
}

function authHeaders(page: PageParts): [string, string][] {
  const first = page.security[0];
  const out: [string, string][] = [];
  for (const scheme of first?.schemes ?? []) {
    if (scheme.type === 'http' && scheme.scheme === 'basic')
      out.push(['Authorization', 'Basic <encoded-value>']);
    else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      out.push(['Authorization', 'Bearer <token>']);
    else if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name)
      out.push([scheme.name, '<api-key>']);
  }
  return out;
}

function sampleBody(page: PageParts, requiredOnly: boolean): SampleBody | undefined {
  const media = page.requestBody?.content[0];
  if (!media) return undefined;
  const value =
    media.examples[0]?.value ??
    (media.schema
      ? exampleFromSchema(media.schema, {
          definitions: page.definitions,
          direction: 'request',
          requiredOnly,
        })
      : {});
  if (/json/i.test(media.mediaType)) return { kind: 'json', mediaType: media.mediaType, value };
  if (/form/i.test(media.mediaType) && isRecord(value)) {
    const fields = Object.entries(value).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]);
    return {
      kind: media.mediaType.startsWith('multipart/') ? 'multipart' : 'form',
      mediaType: media.mediaType,
      fields,
    };
  }
  return {
    kind: 'text',
    mediaType: media.mediaType,
    text: typeof value === 'string' ? value : JSON.stringify(value),
  };
}
