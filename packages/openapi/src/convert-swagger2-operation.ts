import { isRecord } from './is-record.js';

type Json = Record<string, unknown>;

/** What the whole Swagger 2.0 document tells an operation's conversion. */
export interface Swagger2Context {
  readonly consumes: readonly string[];
  readonly produces: readonly string[];
  /** Names of `#/parameters/*` entries that are body parameters (they become request bodies). */
  readonly bodyParams: ReadonlySet<string>;
}

const SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
];

/** One Swagger 2.0 operation as an OpenAPI 3.0 operation. `shared` are the path item's parameters. */
export function convertSwagger2Operation(
  op: Json,
  shared: readonly unknown[],
  context: Swagger2Context,
): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(op)) {
    if (!['parameters', 'responses', 'consumes', 'produces', 'schemes'].includes(key))
      out[key] = value;
  }
  const own = Array.isArray(op['parameters']) ? op['parameters'] : [];
  const consumes = stringList(op['consumes'], context.consumes);
  const produces = stringList(op['produces'], context.produces);
  const all = [...shared.filter((p) => !own.some((o) => sameParameter(o, p))), ...own];
  const parameters: unknown[] = [];
  const form: Json[] = [];
  for (const p of all) {
    const refName =
      isRecord(p) && typeof p['$ref'] === 'string'
        ? /^#\/parameters\/(.+)$/.exec(p['$ref'])?.[1]
        : undefined;
    if (refName && context.bodyParams.has(refName))
      out['requestBody'] = { $ref: `#/components/requestBodies/${refName}` };
    else if (isRecord(p) && p['in'] === 'body') out['requestBody'] = bodyToRequestBody(p, consumes);
    else if (isRecord(p) && p['in'] === 'formData') form.push(p);
    else parameters.push(isRecord(p) && !p['$ref'] ? convertSwagger2Parameter(p) : p);
  }
  if (form.length > 0) out['requestBody'] = formToRequestBody(form, consumes);
  if (parameters.length > 0) out['parameters'] = parameters;
  const responses = isRecord(op['responses']) ? op['responses'] : {};
  out['responses'] = Object.fromEntries(
    Object.entries(responses).map(([k, r]) => [
      k,
      isRecord(r) ? convertSwagger2Response(r, produces) : r,
    ]),
  );
  return out;
}

/** A non-body parameter: its type keywords move into `schema`, `collectionFormat` into `style`. */
export function convertSwagger2Parameter(p: Json): Json {
  if (typeof p['$ref'] === 'string') return p;
  const out: Json = {};
  const schema: Json = {};
  for (const [key, value] of Object.entries(p)) {
    if (SCHEMA_KEYS.includes(key))
      schema[key] = key === 'items' && isRecord(value) ? itemsSchema(value) : value;
    else if (key === 'collectionFormat') Object.assign(out, collectionStyle(String(value)));
    else if (key !== 'allowEmptyValue' || p['in'] === 'query') out[key] = value;
  }
  if (schema['type'] === 'file') Object.assign(schema, { type: 'string', format: 'binary' });
  out['schema'] = schema;
  return out;
}

/** A response: `schema` and `examples` become `content` per produced media type; headers get schemas. */
export function convertSwagger2Response(r: Json, produces: readonly string[]): Json {
  if (typeof r['$ref'] === 'string') return r;
  const out: Json = { description: r['description'] ?? '' };
  const examples = isRecord(r['examples']) ? r['examples'] : {};
  const types = produces.length > 0 ? produces : ['application/json'];
  if (r['schema'] !== undefined) {
    out['content'] = Object.fromEntries(
      types.map((m) => [
        m,
        { schema: r['schema'], ...(examples[m] !== undefined ? { example: examples[m] } : {}) },
      ]),
    );
  }
  if (isRecord(r['headers'])) {
    out['headers'] = Object.fromEntries(
      Object.entries(r['headers']).map(([name, h]) => [name, isRecord(h) ? headerObject(h) : h]),
    );
  }
  for (const [key, value] of Object.entries(r)) if (key.startsWith('x-')) out[key] = value;
  return out;
}

function bodyToRequestBody(p: Json, consumes: readonly string[]): Json {
  const types = consumes.length > 0 ? consumes : ['application/json'];
  const body: Json = {
    content: Object.fromEntries(types.map((m) => [m, { schema: p['schema'] ?? {} }])),
  };
  if (p['description']) body['description'] = p['description'];
  if (p['required'] === true) body['required'] = true;
  return body;
}

function formToRequestBody(form: readonly Json[], consumes: readonly string[]): Json {
  const hasFile = form.some((p) => p['type'] === 'file');
  const media =
    consumes.find((m) => m.includes('form')) ??
    (hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded');
  const properties: Json = {};
  for (const p of form) {
    const converted = convertSwagger2Parameter(p);
    properties[String(p['name'])] = {
      ...(converted['schema'] as Json),
      ...(p['description'] ? { description: p['description'] } : {}),
    };
  }
  const required = form.filter((p) => p['required'] === true).map((p) => String(p['name']));
  const schema: Json = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  return { content: { [media]: { schema } }, ...(required.length > 0 ? { required: true } : {}) };
}

function headerObject(h: Json): Json {
  const { description, ...rest } = h;
  const schema = Object.fromEntries(Object.entries(rest).filter(([k]) => SCHEMA_KEYS.includes(k)));
  return { ...(description ? { description } : {}), schema };
}

function itemsSchema(items: Json): Json {
  return Object.fromEntries(
    Object.entries(items)
      .filter(([k]) => SCHEMA_KEYS.includes(k) || k === '$ref')
      .map(([k, v]) => [k, k === 'items' && isRecord(v) ? itemsSchema(v) : v]),
  );
}

function collectionStyle(format: string): Json {
  if (format === 'multi') return { style: 'form', explode: true };
  if (format === 'ssv') return { style: 'spaceDelimited', explode: false };
  if (format === 'pipes') return { style: 'pipeDelimited', explode: false };
  return { style: 'form', explode: false };
}

function sameParameter(a: unknown, b: unknown): boolean {
  return (
    isRecord(a) &&
    isRecord(b) &&
    a['name'] !== undefined &&
    a['name'] === b['name'] &&
    a['in'] === b['in']
  );
}

function stringList(value: unknown, fallback: readonly string[]): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [...fallback];
}
