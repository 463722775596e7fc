import { docsSchemaValidators } from '../generated/docs-schema-validator.generated.js';
import { issueFromAjvError, type SchemaIssue } from './schema-issue.js';

/**
 * Checks a value against the docs.json schema (`definition` omitted), or against the definition of one
 * navigation element (`"tab"`, `"group"`, `"globalAnchor"`...), and returns every failed check.
 * `base` is the pointer of the value inside the whole config.
 */
export type SchemaValidator = (value: unknown, definition?: string, base?: string) => SchemaIssue[];

/**
 * The docs.json schema validator. The schema is compiled when it changes, not when Quire runs:
 * `npm run generate:types` writes ajv's standalone code for it (`docs-schema-validator.generated.ts`,
 * strict mode, every error, verbose errors), so creating a validator costs nothing and validating a
 * config takes about a millisecond. Validation is synchronous, so validators can be shared freely.
 */
export function createSchemaValidator(): SchemaValidator {
  return (value, definition = '', base = '') => {
    const validate = docsSchemaValidators[definition];
    if (!validate) throw new Error(`the docs.json schema has no definition "${definition}"`);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => issueFromAjvError(error, base));
  };
}
