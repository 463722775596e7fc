import type { ErrorObject } from 'ajv';
import type { JsonSchemaNode } from './json-schema-node.js';

/**
 * One failed schema check, as plain data: an ajv error with its pointer made absolute, or a finding of
 * the navigation pass (`misplaced-element`: an element in a list of another kind; `misplaced-list`:
 * a child list an element cannot hold; `source-ref`: an entry mounting another repository).
 */
export interface SchemaIssue {
  readonly keyword: string;
  /** JSON Pointer of the value the check failed on. */
  readonly pointer: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The schema object holding the failed keyword. */
  readonly parentSchema?: JsonSchemaNode | undefined;
  /** Set when the check ran on a property name (`propertyNames`): that name. */
  readonly propertyName?: string | undefined;
  /** ajv's own wording, kept for checks without a dedicated message. */
  readonly message?: string | undefined;
}

/** An ajv error as a `SchemaIssue`, its pointer prefixed with `base` (where the validated value sits). */
export function issueFromAjvError(error: ErrorObject, base: string): SchemaIssue {
  const parent = error.parentSchema;
  return {
    keyword: error.keyword,
    pointer: base + error.instancePath,
    params: error.params as Record<string, unknown>,
    parentSchema:
      typeof parent === 'object' && parent !== null ? (parent as JsonSchemaNode) : undefined,
    propertyName: error.propertyName,
    message: error.message,
  };
}
