export { validateAgainstSchema, type LocatePointer } from './validate-against-schema.js';
export { createSchemaValidator, type SchemaValidator } from './create-schema-validator.js';
export { schemaCodes, type SchemaCode } from './schema-codes.js';
export { docsSchema } from '../generated/docs-schema.generated.js';
export type { JsonSchemaNode } from './json-schema-node.js';
export type * from '../generated/docs-config.generated.js';
