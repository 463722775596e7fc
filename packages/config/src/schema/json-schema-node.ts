/** A JSON Schema object (or any part of one), read as plain JSON. */
export interface JsonSchemaNode {
  readonly [keyword: string]: unknown;
}

/** The value of `keyword` in `node` when it is a schema object, else undefined. */
export function childSchema(
  node: JsonSchemaNode | undefined,
  keyword: string,
): JsonSchemaNode | undefined {
  const value = node?.[keyword];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonSchemaNode)
    : undefined;
}

/** The definition `name` of a schema (`#/definitions/<name>`). */
export function schemaDefinition(schema: JsonSchemaNode, name: string): JsonSchemaNode | undefined {
  return childSchema(childSchema(schema, 'definitions'), name);
}

/** The property names a schema object declares (its `properties`). */
export function declaredProperties(node: JsonSchemaNode | undefined): string[] {
  return Object.keys(childSchema(node, 'properties') ?? {});
}

/** `node`, or the definition it points to when it is a local `$ref` (`#/definitions/<name>`). */
export function resolveLocalRef(
  schema: JsonSchemaNode,
  node: JsonSchemaNode | undefined,
): JsonSchemaNode | undefined {
  const ref = node?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
  return schemaDefinition(schema, ref.slice('#/definitions/'.length));
}
