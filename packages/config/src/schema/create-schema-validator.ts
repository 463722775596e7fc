import AjvModule from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { docsSchema } from './docs-schema.generated.js';
import { ELEMENT_DEFINITION, GLOBAL_ELEMENT_DEFINITION } from './navigation-elements.js';
import { issueFromAjvError, type SchemaIssue } from './schema-issue.js';

/** Keywords the schema carries for editors and the type generator; ajv treats them as annotations. */
const ANNOTATIONS = ['markdownDescription', 'patternErrorMessage', 'deprecationMessage', 'enumDescriptions', 'tsType'];
const SCHEMA_KEY = 'docs.schema.json';

/**
 * Checks a value against the docs.json schema (`definition` omitted), or against the definition of one
 * navigation element (`"tab"`, `"group"`, `"globalAnchor"`...), and returns every failed check.
 * `base` is the pointer of the value inside the whole config.
 */
export type SchemaValidator = (value: unknown, definition?: string, base?: string) => SchemaIssue[];

export interface SchemaValidatorOptions {
  /** Also check the schema itself against the JSON Schema meta-schema (slower; the tests do it). */
  readonly checkSchema?: boolean;
}

/**
 * Compiles the docs.json schema and the navigation element definitions, once: the validator is immutable
 * and can be shared. Compiling takes a few hundred milliseconds; validating a config, about a millisecond.
 */
export function createSchemaValidator(options: SchemaValidatorOptions = {}): SchemaValidator {
  const ajv = new AjvModule.default({
    allErrors: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    inlineRefs: false,
    validateSchema: options.checkSchema === true,
    keywords: ANNOTATIONS,
  });
  addFormatsModule.default(ajv, ['uri']);
  ajv.addSchema(docsSchema as Record<string, unknown>, SCHEMA_KEY);
  const definitions = ['', ...Object.values(ELEMENT_DEFINITION), ...Object.values(GLOBAL_ELEMENT_DEFINITION)];
  const compiled: ReadonlyMap<string, ValidateFunction> = new Map(
    definitions.map((name) => {
      const fn = ajv.getSchema(name === '' ? SCHEMA_KEY : `${SCHEMA_KEY}#/definitions/${name}`);
      if (!fn) throw new Error(`the docs.json schema has no definition "${name}"`);
      return [name, fn];
    }),
  );
  return (value, definition = '', base = '') => {
    const fn = compiled.get(definition);
    if (!fn) throw new Error(`the docs.json schema validator has no definition "${definition}"`);
    if (fn(value)) return [];
    return (fn.errors ?? []).map((error) => issueFromAjvError(error, base));
  };
}
