import type { ErrorObject } from 'ajv';
import { decodePointer } from './json-pointer.js';
import { openApi20Validators } from './generated/spec-schema-2-0.generated.js';
import { openApi30Validators } from './generated/spec-schema-3-0.generated.js';
import { openApi31Validators } from './generated/spec-schema-3-1.generated.js';

/** The OpenAPI versions Quire reads. Swagger 2.0 is checked as written, then converted. */
export type SpecVersion = '2.0' | '3.0' | '3.1';

/** One place where a document breaks the official OpenAPI schema. */
export interface SchemaProblem {
  readonly pointer: readonly string[];
  readonly part: 'key' | 'value';
  readonly message: string;
}

/**
 * Checks documents against the official OpenAPI JSON schemas. The schemas are compiled ahead of time
 * (`scripts/generate-openapi-validators.mjs` writes ajv's standalone code for each version, every
 * error, formats not checked), so checking a spec compiles nothing.
 */
export interface SpecSchemaValidator {
  validate(version: SpecVersion, document: unknown): SchemaProblem[];
}

const MAX_PROBLEMS = 20;

const VALIDATORS = { ...openApi20Validators, ...openApi30Validators, ...openApi31Validators };

export function createSpecSchemaValidator(): SpecSchemaValidator {
  return {
    validate(version, document) {
      const fn = VALIDATORS[version];
      if (!fn) throw new Error(`no OpenAPI schema for version ${version}`);
      if (fn(document)) return [];
      return summariseErrors(fn.errors ?? []);
    },
  };
}

/**
 * Turns Ajv's errors into one problem per place: combinator summaries (`oneOf`, `if`, …) dropped,
 * an "unknown property" dropped when that property has problems of its own (Ajv then counts it
 * as unevaluated), alternatives at one place joined with "or".
 */
function summariseErrors(errors: readonly ErrorObject[]): SchemaProblem[] {
  const byPath = new Map<string, ErrorObject[]>();
  const failing = errors.map((e) => e.instancePath);
  for (const e of errors) {
    if (['oneOf', 'anyOf', 'if', 'allOf', 'not', 'then', 'else'].includes(e.keyword)) continue;
    const name = unknownPropertyName(e);
    if (
      name !== undefined &&
      failing.some(
        (p) =>
          p === `${e.instancePath}/${escape(name)}` ||
          p.startsWith(`${e.instancePath}/${escape(name)}/`),
      )
    )
      continue;
    const list = byPath.get(e.instancePath) ?? [];
    list.push(e);
    byPath.set(e.instancePath, list);
  }
  const problems = [...byPath].map(([path, list]) => problemAt(path, list));
  if (problems.length === 0 && errors[0])
    problems.push(problemAt(errors[0].instancePath, [errors[0]]));
  return problems.slice(0, MAX_PROBLEMS);
}

function unknownPropertyName(e: ErrorObject): string | undefined {
  const name = e.params['additionalProperty'] ?? e.params['unevaluatedProperty'];
  return typeof name === 'string' ? name : undefined;
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function problemAt(instancePath: string, errors: readonly ErrorObject[]): SchemaProblem {
  const pointer = decodePointer(instancePath);
  const unknown = errors.filter(
    (e) => e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties',
  );
  if (unknown.length > 0 && unknown.length === errors.length) {
    const name = String(
      unknown[0]?.params['additionalProperty'] ?? unknown[0]?.params['unevaluatedProperty'] ?? '',
    );
    return {
      pointer: [...pointer, name],
      part: 'key',
      message: `unknown property "${name}" in ${describePlace(pointer)}`,
    };
  }
  const texts = [...new Set(errors.filter((e) => !unknown.includes(e)).map(describeError))];
  return { pointer, part: 'value', message: `${describePlace(pointer)} ${texts.join(' or ')}` };
}

function describeError(e: ErrorObject): string {
  if (e.keyword === 'required')
    return `is missing the required property "${String(e.params['missingProperty'])}"`;
  if (e.keyword === 'type') return `must be of type ${String(e.params['type'])}`;
  if (e.keyword === 'enum')
    return `must be one of ${(e.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (e.keyword === 'pattern') return `must match the pattern ${String(e.params['pattern'])}`;
  return e.message ?? `breaks the rule "${e.keyword}"`;
}

function describePlace(pointer: readonly string[]): string {
  return pointer.length === 0 ? 'the document' : `"${pointer.join(' › ')}"`;
}
