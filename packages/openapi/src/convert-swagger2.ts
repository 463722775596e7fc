import {
  convertSwagger2Operation,
  convertSwagger2Parameter,
  convertSwagger2Response,
  type Swagger2Context,
} from './convert-swagger2-operation.js';
import { HTTP_METHODS } from './http-methods.js';
import { isRecord } from './is-record.js';

type Json = Record<string, unknown>;

/**
 * Converts a Swagger 2.0 document to OpenAPI 3.0.3: servers from host/basePath/schemes,
 * definitions/parameters/responses/securityDefinitions into `components`, body and form
 * parameters into request bodies, response schemas into content per media type, and every
 * `$ref` rewritten to its new place. Vendor extensions are kept where they were.
 */
export function convertSwagger2(doc: Json): Json {
  const consumes = stringList(doc['consumes']);
  const produces = stringList(doc['produces']);
  const out: Json = { openapi: '3.0.3' };
  for (const [key, value] of Object.entries(doc)) {
    if (
      key === 'info' ||
      key === 'tags' ||
      key === 'externalDocs' ||
      key === 'security' ||
      key.startsWith('x-')
    )
      out[key] = value;
  }
  out['servers'] = convertServers(doc);
  const bodyParams = bodyParameterNames(doc);
  out['paths'] = convertPaths(asRecord(doc['paths']), { consumes, produces, bodyParams });
  out['components'] = convertComponents(doc, consumes, produces);
  return rewriteRefs(out, bodyParams) as Json;
}

function convertServers(doc: Json): Json[] {
  const host = typeof doc['host'] === 'string' ? doc['host'] : undefined;
  const basePath = typeof doc['basePath'] === 'string' ? doc['basePath'] : '';
  if (!host) return basePath ? [{ url: basePath }] : [];
  const schemes = stringList(doc['schemes']);
  return (schemes.length > 0 ? schemes : ['https']).map((s) => ({
    url: `${s}://${host}${basePath}`,
  }));
}

function convertPaths(paths: Json, context: Swagger2Context): Json {
  const out: Json = {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = asRecord(rawItem);
    const shared = Array.isArray(item['parameters']) ? item['parameters'] : [];
    const next: Json = {};
    for (const [key, value] of Object.entries(item)) {
      if ((HTTP_METHODS as readonly string[]).includes(key) && isRecord(value)) {
        next[key] = convertSwagger2Operation(value, shared, context);
      } else if (key !== 'parameters') next[key] = value;
    }
    const plain = shared.filter(
      (p) => !isRecord(p) || (p['in'] !== 'body' && p['in'] !== 'formData'),
    );
    if (plain.length > 0)
      next['parameters'] = plain.map((p) => (isRecord(p) ? convertSwagger2Parameter(p) : p));
    out[path] = next;
  }
  return out;
}

function convertComponents(doc: Json, consumes: string[], produces: string[]): Json {
  const components: Json = {};
  if (isRecord(doc['definitions'])) components['schemas'] = doc['definitions'];
  const parameters: Json = {};
  const requestBodies: Json = {};
  for (const [name, p] of Object.entries(asRecord(doc['parameters']))) {
    if (!isRecord(p)) continue;
    if (p['in'] === 'body') {
      requestBodies[name] = {
        content: Object.fromEntries(
          (consumes.length > 0 ? consumes : ['application/json']).map((m) => [
            m,
            { schema: p['schema'] },
          ]),
        ),
        ...(p['description'] ? { description: p['description'] } : {}),
        ...(p['required'] ? { required: true } : {}),
      };
    } else parameters[name] = convertSwagger2Parameter(p);
  }
  if (Object.keys(parameters).length > 0) components['parameters'] = parameters;
  if (Object.keys(requestBodies).length > 0) components['requestBodies'] = requestBodies;
  const responses = Object.entries(asRecord(doc['responses'])).map(([k, r]) => [
    k,
    convertSwagger2Response(asRecord(r), produces),
  ]);
  if (responses.length > 0) components['responses'] = Object.fromEntries(responses);
  const schemes = Object.entries(asRecord(doc['securityDefinitions'])).map(([k, s]) => [
    k,
    convertSecurityScheme(asRecord(s)),
  ]);
  if (schemes.length > 0) components['securitySchemes'] = Object.fromEntries(schemes);
  return components;
}

function convertSecurityScheme(s: Json): Json {
  const extras = Object.fromEntries(
    Object.entries(s).filter(([k]) => k === 'description' || k.startsWith('x-')),
  );
  if (s['type'] === 'basic') return { type: 'http', scheme: 'basic', ...extras };
  if (s['type'] === 'apiKey') return { type: 'apiKey', name: s['name'], in: s['in'], ...extras };
  const flowNames: Record<string, string> = {
    implicit: 'implicit',
    password: 'password',
    application: 'clientCredentials',
    accessCode: 'authorizationCode',
  };
  const flow: Json = { scopes: s['scopes'] ?? {} };
  if (s['authorizationUrl']) flow['authorizationUrl'] = s['authorizationUrl'];
  if (s['tokenUrl']) flow['tokenUrl'] = s['tokenUrl'];
  return {
    type: 'oauth2',
    flows: { [flowNames[String(s['flow'])] ?? 'implicit']: flow },
    ...extras,
  };
}

function bodyParameterNames(doc: Json): Set<string> {
  const params = asRecord(doc['parameters']);
  return new Set(Object.keys(params).filter((k) => asRecord(params[k])['in'] === 'body'));
}

/** Moves `$ref`s to their OpenAPI 3 places; body parameters became request bodies. */
function rewriteRefs(value: unknown, bodyParams: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, bodyParams));
  if (!isRecord(value)) return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof v === 'string'
        ? rewriteRef(v, bodyParams)
        : rewriteRefs(v, bodyParams);
  }
  return out;
}

function rewriteRef(ref: string, bodyParams: Set<string>): string {
  const [file, fragment = ''] = ref.split('#', 2) as [string, string?];
  const moved = fragment
    .replace(/^\/definitions\//, '/components/schemas/')
    .replace(/^\/responses\//, '/components/responses/')
    .replace(/^\/parameters\/(.*)$/, (_m, name: string) =>
      bodyParams.has(name) ? `/components/requestBodies/${name}` : `/components/parameters/${name}`,
    );
  return ref.includes('#') ? `${file}#${moved}` : ref;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function asRecord(value: unknown): Json {
  return isRecord(value) ? value : {};
}
