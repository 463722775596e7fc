import { docsSchema } from '../generated/docs-schema.generated.js';
import { schemaDefinition } from '../schema/json-schema-node.js';

/**
 * Language codes a `language` entry may use: the `languageCode` enum of the docs.json schema,
 * so that the rule and the schema (and editors) agree.
 */
export const LANGUAGE_CODES: readonly string[] = (() => {
  const values = schemaDefinition(docsSchema, 'languageCode')?.enum;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
})();
