import type { SchemaModel, SchemaNodeModel } from './schema-model.js';

export interface ExampleOptions {
  /** Targets of kept references (`EndpointPage.definitions`). */
  readonly definitions: Readonly<Record<string, SchemaModel>>;
  /** Requests leave out `readOnly` properties, responses `writeOnly` ones. */
  readonly direction: 'request' | 'response';
  /** Only required properties (`api.examples.defaults: required`, requests only). */
  readonly requiredOnly?: boolean;
}

const MAX_DEPTH = 8;

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2023-11-07T05:31:56Z',
  date: '2023-12-25',
  time: '05:31:56Z',
  email: 'jsmith@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  binary: '<binary>',
  byte: 'aSDinaTvuI8gbWludGxpZnk=',
};

/**
 * An example value for a schema: its own example, `const`, `default` or first `enum` value when it
 * has one, else one made from its type (`"<string>"`, `123`, `true`, objects of their properties,
 * arrays of one item; the first alternative of `oneOf`/`anyOf`). Cycles stop after a few levels.
 */
export function exampleFromSchema(
  schema: SchemaModel,
  options: ExampleOptions,
  depth = 0,
): unknown {
  if (schema.kind === 'ref') {
    const target = options.definitions[schema.ref];
    return target && depth < 3 ? exampleFromSchema(target, options, depth + 1) : {};
  }
  const given = givenValue(schema);
  if (given.found) return given.value;
  if (depth > MAX_DEPTH)
    return schema.types[0] === 'array' ? [] : schema.types[0] === 'object' ? {} : null;
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice && !schema.properties) return exampleFromSchema(choice, options, depth + 1);
  const type =
    schema.types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'object':
      return objectExample(schema, options, depth);
    case 'array':
      return schema.items ? [exampleFromSchema(schema.items, options, depth + 1)] : [];
    case 'string':
      return STRING_FORMATS[schema.format ?? ''] ?? '<string>';
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return choice ? exampleFromSchema(choice, options, depth + 1) : '<any>';
  }
}

function numberExample(schema: SchemaNodeModel): number {
  const c = schema.constraints ?? {};
  if (c.minimum !== undefined) return c.minimum;
  if (c.exclusiveMinimum !== undefined) return c.exclusiveMinimum + 1;
  if (c.maximum !== undefined && c.maximum < 123) return c.maximum;
  if (c.exclusiveMaximum !== undefined && c.exclusiveMaximum <= 123) return c.exclusiveMaximum - 1;
  return 123;
}

function givenValue(schema: SchemaNodeModel): { found: boolean; value?: unknown } {
  if (schema.examples && schema.examples.length > 0)
    return { found: true, value: schema.examples[0] };
  if (schema.const !== undefined) return { found: true, value: schema.const };
  if (schema.default !== undefined) return { found: true, value: schema.default };
  if (schema.enum && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false };
}

function objectExample(
  schema: SchemaNodeModel,
  options: ExampleOptions,
  depth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of schema.properties ?? []) {
    const node = p.schema.kind === 'schema' ? p.schema : undefined;
    if (options.direction === 'request' && node?.readOnly) continue;
    if (options.direction === 'response' && node?.writeOnly) continue;
    if (options.requiredOnly && !p.required) continue;
    out[p.name] = exampleFromSchema(p.schema, options, depth + 1);
  }
  const extra = schema.additionalProperties;
  if (!schema.properties && extra && typeof extra === 'object')
    out['key'] = exampleFromSchema(extra, options, depth + 1);
  return out;
}
