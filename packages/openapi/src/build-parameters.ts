import { buildSchemaModel } from './build-schema-model.js';
import type { EndpointParameters, ParameterModel } from './endpoint-page.js';
import { isRecord } from './is-record.js';
import type { PageBuildContext } from './page-build-context.js';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/** The parameters of an operation by location: the path item's, overridden by the operation's (same name and place). */
export function buildParameters(
  pathItem: Record<string, unknown>,
  operation: Record<string, unknown>,
  docId: string,
  ctx: PageBuildContext,
): EndpointParameters {
  const all = [...listOf(pathItem['parameters']), ...listOf(operation['parameters'])]
    .map((p) => ctx.deref(p, docId))
    .filter((p): p is { value: Record<string, unknown>; docId: string } => p !== undefined);
  const byKey = new Map<string, ParameterModel>();
  for (const { value, docId: at } of all) {
    const model = buildParameter(value, at, ctx);
    if (model) byKey.set(`${model.in}:${model.name}`, model);
  }
  const models = [...byKey.values()];
  const pick = (where: ParameterModel['in']): ParameterModel[] =>
    models.filter((m) => m.in === where);
  return {
    path: pick('path'),
    query: pick('query'),
    header: pick('header'),
    cookie: pick('cookie'),
  };
}

/** One parameter (or response header, with `in` given). */
export function buildParameter(
  raw: Record<string, unknown>,
  docId: string,
  ctx: PageBuildContext,
  fallback?: { name: string; in: ParameterModel['in'] },
): ParameterModel | undefined {
  const name = typeof raw['name'] === 'string' ? raw['name'] : fallback?.name;
  const where = (LOCATIONS as readonly unknown[]).includes(raw['in'])
    ? (raw['in'] as ParameterModel['in'])
    : fallback?.in;
  if (name === undefined || where === undefined) return undefined;
  const contentSchema = isRecord(raw['content'])
    ? Object.values(raw['content']).find(isRecord)?.['schema']
    : undefined;
  const rawSchema = raw['schema'] ?? contentSchema;
  const schema =
    rawSchema === undefined ? undefined : buildSchemaModel(rawSchema, docId, ctx.schemas);
  const example = raw['example'] ?? firstExampleValue(raw['examples'], docId, ctx);
  return {
    name,
    in: where,
    required: where === 'path' || raw['required'] === true,
    deprecated: raw['deprecated'] === true,
    ...(typeof raw['description'] === 'string' ? { description: raw['description'] } : {}),
    ...(schema ? { schema } : {}),
    ...(typeof raw['style'] === 'string' ? { style: raw['style'] } : {}),
    ...(typeof raw['explode'] === 'boolean' ? { explode: raw['explode'] } : {}),
    ...(example !== undefined ? { example } : {}),
  };
}

function firstExampleValue(examples: unknown, docId: string, ctx: PageBuildContext): unknown {
  if (!isRecord(examples)) return undefined;
  const first = Object.values(examples)[0];
  return ctx.deref(first, docId)?.value['value'];
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
