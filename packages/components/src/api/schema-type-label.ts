import type { SchemaModel, SchemaNodeModel } from '@quire/openapi';

/** A 3.1 `contentMediaType`/`contentEncoding` string, or a 3.0 `format: binary|base64` string: a file. */
export function isFileSchema(node: SchemaNodeModel): boolean {
  if (!node.types.includes('string')) return false;
  return (
    node.contentMediaType !== undefined ||
    node.contentEncoding !== undefined ||
    node.format === 'binary' ||
    node.format === 'base64'
  );
}

function constType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
}

function arrayLabel(node: SchemaNodeModel): string {
  if (node.prefixItems && node.prefixItems.length > 0)
    return `[${node.prefixItems.map(schemaTypeLabel).join(', ')}]`;
  if (!node.items) return 'any[]';
  const item = schemaTypeLabel(node.items);
  return item.includes(' ') ? `(${item})[]` : `${item}[]`;
}

function oneTypeLabel(node: SchemaNodeModel, type: string): string {
  if (type === 'array') return arrayLabel(node);
  if (type === 'string' && isFileSchema(node)) return 'file';
  if (node.enum && node.types.length === 1) return `enum<${type}>`;
  return node.format ? `${type}<${node.format}>` : type;
}

function untypedLabel(node: SchemaNodeModel): string {
  const variants = node.oneOf ?? node.anyOf;
  if (variants && variants.length > 0)
    return [...new Set(variants.map(schemaTypeLabel))].join(' | ');
  if (node.properties || node.additionalProperties !== undefined) return 'object';
  if (node.items || node.prefixItems) return arrayLabel(node);
  if (node.const !== undefined) return constType(node.const);
  if (node.enum && node.enum.length > 0)
    return `enum<${[...new Set(node.enum.map(constType))].join(' | ')}>`;
  return 'any';
}

/**
 * The type shown beside a field name: `string`, `integer<int64>`, `object[]`, `enum<string>`,
 * `file`, `string | null`, `Cat | Dog`; a schema kept as a reference shows its name.
 */
export function schemaTypeLabel(schema: SchemaModel | undefined): string {
  if (!schema) return 'any';
  if (schema.kind === 'ref') return schema.name;
  const base =
    schema.types.length > 0
      ? schema.types.map((t) => oneTypeLabel(schema, t)).join(' | ')
      : untypedLabel(schema);
  return schema.nullable && base !== 'null' ? `${base} | null` : base;
}
