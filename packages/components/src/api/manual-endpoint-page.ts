import {
  toHttpMethod,
  type EndpointPage,
  type ParameterModel,
  type PlaygroundMode,
  type SchemaNodeModel,
  type SecuritySchemeModel,
} from '@quire/openapi';
import type { DeclaredField } from './declared-fields.js';

/** A hand-written endpoint page: frontmatter `api: "POST /v1/users"` (or a full URL) and its own fields. */
export interface ManualEndpointInput {
  /** Frontmatter `api`. */
  readonly api: string;
  /** The page file (stands in for the spec id). */
  readonly file: string;
  readonly title: string;
  readonly description?: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  /** docs.json `api`. */
  readonly settings: unknown;
  /** The page's own `ParamField`s (see `declaredFields`). */
  readonly fields?: readonly DeclaredField[];
}

const MODES: readonly string[] = ['interactive', 'simple', 'none', 'auth'];
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** `string`, `integer`, `string[]`, `object`… as a schema model (what the playground input needs). */
export function schemaFromTypeLabel(type: string | undefined): SchemaNodeModel {
  const t = (type ?? 'string').trim().toLowerCase();
  if (t.endsWith('[]') || t.startsWith('array')) {
    const inner = /^array<(.+)>$/.exec(t)?.[1] ?? t.replace(/\[\]$/, '');
    return {
      kind: 'schema',
      types: ['array'],
      nullable: false,
      items: schemaFromTypeLabel(inner === 'array' ? 'string' : inner),
    };
  }
  const base =
    ['string', 'integer', 'number', 'boolean', 'object', 'file'].find((k) => t.startsWith(k)) ??
    'string';
  if (base === 'file')
    return { kind: 'schema', types: ['string'], nullable: false, format: 'binary' };
  return { kind: 'schema', types: [base], nullable: false };
}

function securityOf(method: unknown, settings: Record<string, unknown>): SecuritySchemeModel[] {
  const auth = obj(obj(settings['mdx'])['auth']);
  const chosen = typeof method === 'string' ? method : auth['method'];
  const name = typeof auth['name'] === 'string' ? auth['name'] : 'X-API-Key';
  if (chosen === 'bearer') return [{ key: 'bearer', type: 'http', scheme: 'bearer', scopes: [] }];
  if (chosen === 'basic') return [{ key: 'basic', type: 'http', scheme: 'basic', scopes: [] }];
  if (chosen === 'key') return [{ key: 'key', type: 'apiKey', in: 'header', name, scopes: [] }];
  return [];
}

function serversOf(settings: Record<string, unknown>): string[] {
  const server = obj(settings['mdx'])['server'];
  return (Array.isArray(server) ? server : [server]).filter(
    (s): s is string => typeof s === 'string' && s !== '',
  );
}

function parameterOf(f: DeclaredField & { location: ParameterModel['in'] }): ParameterModel {
  const schema =
    f.default === undefined
      ? schemaFromTypeLabel(f.type)
      : { ...schemaFromTypeLabel(f.type), default: f.default };
  return {
    name: f.name,
    in: f.location,
    required: f.location === 'path' || f.required,
    deprecated: f.deprecated,
    schema,
  };
}

/**
 * The endpoint page model of a hand-written `api:` page, so that it gets the same endpoint line and
 * playground as generated pages: method and URL from `api` (a relative path takes its server from
 * `api.mdx.server`), credentials from `authMethod` or `api.mdx.auth`, inputs from the page's own
 * fields. Undefined when `api` is not `METHOD url`.
 */
export function manualEndpointPage(input: ManualEndpointInput): EndpointPage | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(input.api);
  const method = match ? toHttpMethod(match[1] ?? '') : undefined;
  if (!match || !method) return undefined;
  const settings = obj(input.settings);
  const target = match[2] ?? '/';
  const full = /^https?:\/\//i.exec(target)
    ? new URL(target.replace(/[{}]/g, (c) => (c === '{' ? '%7B' : '%7D')))
    : undefined;
  const path = full
    ? decodeURIComponent(full.pathname)
    : target.startsWith('/')
      ? target
      : `/${target}`;
  const serverUrls = full ? [full.origin] : serversOf(settings);
  const fields = input.fields ?? [];
  const declared = (where: ParameterModel['in']) =>
    fields
      .filter((f): f is DeclaredField & { location: ParameterModel['in'] } => f.location === where)
      .map(parameterOf);
  const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const pathParams = [
    ...declared('path'),
    ...pathNames
      .filter((n) => !fields.some((f) => f.location === 'path' && f.name === n))
      .map((n) => parameterOf({ location: 'path', name: n, required: true, deprecated: false })),
  ];
  const body = fields.filter((f) => f.location === 'body');
  const fm = input.frontmatter;
  const chosen =
    [fm['playground'], obj(settings['playground'])['display']].find(
      (m): m is PlaygroundMode => typeof m === 'string' && MODES.includes(m),
    ) ?? 'interactive';
  const schemes = securityOf(fm['authMethod'], settings);
  return {
    kind: 'endpoint',
    spec: input.file,
    method,
    path,
    title: input.title,
    ...(input.description !== undefined ? { description: input.description } : {}),
    deprecated: fm['deprecated'] === true,
    tags: [],
    servers: serverUrls.map((url) => ({ url, template: url, variables: {} })),
    security: schemes.length > 0 ? [{ schemes }] : [],
    parameters: {
      path: pathParams,
      query: declared('query'),
      header: declared('header'),
      cookie: declared('cookie'),
    },
    ...(body.length > 0
      ? {
          requestBody: {
            required: body.some((f) => f.required),
            content: [
              {
                mediaType: 'application/json',
                schema: {
                  kind: 'schema',
                  types: ['object'],
                  nullable: false,
                  properties: body.map((f) => ({
                    name: f.name,
                    required: f.required,
                    schema:
                      parameterOf({ ...f, location: 'query' }).schema ??
                      schemaFromTypeLabel(f.type),
                  })),
                },
                examples: [],
              },
            ],
          },
        }
      : {}),
    responses: [],
    callbacks: [],
    codeSamples: [],
    playground: chosen === 'interactive' && serverUrls.length === 0 ? 'simple' : chosen,
    metadata: {},
    definitions: {},
  };
}
