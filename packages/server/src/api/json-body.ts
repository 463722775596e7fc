import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { ApiError } from './api-error.js';
import { parseJsonRequest } from './parse-json-request.js';

/** A compiled request body schema (see `ApiTools.bodySchema`). */
export type BodyValidator<T> = ValidateFunction<T>;

/** `/messages/0/role` as `messages[0].role`. */
export function fieldName(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part),
      '',
    );
}

const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** A value as the message shows it: strings cut at 40 characters, anything else at 60 characters of JSON. */
const shown = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
    : cut(JSON.stringify(value) ?? String(value));

/** The field and the sentence of the most telling schema error. */
export function describeBodyError(
  error: ErrorObject,
  body: unknown,
): { readonly field: string; readonly message: string } {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const field = fieldName(`${error.instancePath}/${String(p['missingProperty'])}`);
    return { field, message: `The body has no "${field}", which is required.` };
  }
  const field = fieldName(error.instancePath) || '(body)';
  const value = error.instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, k) =>
        v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined,
      body,
    );
  const got = ` (got ${shown(value)})`;
  if (error.keyword === 'type')
    return {
      field,
      message: `"${field}" must be ${p['type'] === 'integer' ? 'an integer' : `of type ${String(p['type'])}`}${got}.`,
    };
  if (error.keyword === 'enum')
    return {
      field,
      message: `"${field}" must be one of ${(p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${got}.`,
    };
  if (error.keyword === 'maxLength')
    return {
      field,
      message: `"${field}" must be at most ${String(p['limit'])} characters (got ${String((value as string).length)}).`,
    };
  if (error.keyword === 'minLength')
    return { field, message: `"${field}" must be at least ${String(p['limit'])} characters long.` };
  if (['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].includes(error.keyword))
    return {
      field,
      message: `"${field}" must be ${String(p['comparison'])} ${String(p['limit'])}${got}.`,
    };
  return { field, message: `"${field}" ${error.message ?? 'is not allowed'}${got}.` };
}

/** Compiles a request body schema once, when routes are registered. */
export const compileBody = <T>(ajv: Ajv, schema: object): BodyValidator<T> =>
  ajv.compile<T>(schema);

/**
 * The JSON body of a request, checked against its schema. Throws what `parseJsonRequest` throws
 * (`unsupported_media_type`, `invalid_json`, `body_too_deep`) or `invalid_body` naming the first
 * field at fault.
 */
export async function readJsonBody<T>(c: Context, validate: BodyValidator<T>): Promise<T> {
  const body = await parseJsonRequest(c);
  if (validate(body)) return body;
  const errors = validate.errors ?? [];
  const first = errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf') ?? errors[0];
  if (!first)
    throw new ApiError(
      'invalid_body',
      'The request body does not match the schema of this endpoint.',
      { field: '(body)' },
    );
  const { field, message } = describeBodyError(first, body);
  throw new ApiError(
    'invalid_body',
    `${message} See the endpoint's request body in the API reference.`,
    { field },
  );
}
