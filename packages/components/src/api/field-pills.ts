import type { SchemaModel } from '@quire/openapi';

/** One key of `api.params.post` read on a schema: strings as written, `true` as the key, numbers, lists. */
function pillsOf(key: string, value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (value === true) return [key];
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (Array.isArray(value))
    return value.flatMap((v) =>
      typeof v === 'string' || typeof v === 'number' ? pillsOf(key, v) : [],
    );
  return [];
}

/** The value of a spec key on a schema model: a model field (`nullable`, `format`), or an `x-` extension it kept. */
function valueOnSchema(schema: Readonly<Record<string, unknown>>, key: string): unknown {
  if (key in schema) return schema[key];
  const extensions = schema['extensions'];
  return typeof extensions === 'object' && extensions !== null
    ? (extensions as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The pills after a field name, in the reference's order: the built-ins (read-only, write-only;
 * required is drawn by the field itself), then the `api.params.post` keys, then `x-mint.post`.
 */
export function postPills(schema: SchemaModel | undefined, postKeys: readonly string[]): string[] {
  if (schema?.kind !== 'schema') return [];
  const record = schema as unknown as Readonly<Record<string, unknown>>;
  return [
    ...(schema.readOnly ? ['read-only'] : []),
    ...(schema.writeOnly ? ['write-only'] : []),
    ...postKeys.flatMap((key) => pillsOf(key, valueOnSchema(record, key))),
    ...(schema.post ?? []),
  ];
}

/** `x-mint.pre` pills, before the field name. */
export function prePills(schema: SchemaModel | undefined): readonly string[] {
  return schema?.kind === 'schema' ? (schema.pre ?? []) : [];
}
