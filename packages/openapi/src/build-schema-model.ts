import { isRecord } from './is-record.js';
import { mergeAllOf } from './merge-all-of.js';
import { resolveRef, type RefScope, type ResolvedRef } from './resolve-ref.js';
import type {
  SchemaConstraints,
  SchemaModel,
  SchemaNodeModel,
  SchemaProperty,
} from './schema-model.js';

type Json = Record<string, unknown>;
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * State of one page's schema expansion: the refs being expanded (a ref met again inside itself
 * stays a reference), the cycle targets still to define, and a node budget that keeps pathological
 * specs bounded (past it, refs stay references too).
 */
export interface SchemaBuildContext {
  readonly scope: RefScope;
  readonly stack: string[];
  readonly pending: Set<string>;
  budget: number;
  /** How many references were kept as references so far (a subtree without any is complete). */
  keptRefs: number;
  /** Complete models of referenced schemas by ref key; may be shared between pages of one index. */
  readonly complete: Map<string, SchemaModel>;
  /** How deep the schema being built is nested (through properties, items, combinators and refs). */
  depth: number;
}

/**
 * The deepest nesting an endpoint page shows: deeper subschemas (only generated or hostile specs
 * have them) are shown as a note, so that the model and everything that walks it stay shallow.
 */
export const MAX_SCHEMA_DEPTH = 64;

export function createSchemaBuildContext(
  scope: RefScope,
  complete: Map<string, SchemaModel> = new Map(),
  budget = 20_000,
): SchemaBuildContext {
  return { scope, stack: [], pending: new Set(), budget, keptRefs: 0, complete, depth: 0 };
}

/** Builds the model of a schema written in document `docId`. */
export function buildSchemaModel(
  raw: unknown,
  docId: string,
  ctx: SchemaBuildContext,
): SchemaModel {
  if (ctx.depth >= MAX_SCHEMA_DEPTH) {
    // Like a kept reference, a cut subtree makes the schemas above it incomplete (not memoised).
    ctx.keptRefs++;
    return {
      kind: 'schema',
      types: [],
      nullable: false,
      description: `Nested more than ${MAX_SCHEMA_DEPTH} levels deep: not shown.`,
    };
  }
  ctx.depth++;
  try {
    return buildAt(raw, docId, ctx);
  } finally {
    ctx.depth--;
  }
}

function buildAt(raw: unknown, docId: string, ctx: SchemaBuildContext): SchemaModel {
  ctx.budget--;
  if (!isRecord(raw)) return { kind: 'schema', types: [], nullable: false };
  const ref = raw['$ref'];
  if (typeof ref !== 'string') return buildNode(raw, docId, ctx);
  const resolved = resolveRef(ctx.scope, docId, ref);
  if (!resolved)
    return {
      kind: 'schema',
      types: [],
      nullable: false,
      description: `Unresolved reference ${ref}`,
    };
  const name = resolved.pointer[resolved.pointer.length - 1] ?? ref;
  const named = expandRef(resolved, name, ctx);
  if (named.kind === 'ref') return named;
  const siblings = Object.keys(raw).filter((k) => k !== '$ref');
  if (siblings.length === 0) return named;
  const overlay = buildNode(Object.fromEntries(siblings.map((k) => [k, raw[k]])), docId, ctx);
  return mergeAllOf(overlay, [named]);
}

/** The model of a referenced schema: a kept reference on a cycle, else its expansion (memoised when complete). */
function expandRef(resolved: ResolvedRef, name: string, ctx: SchemaBuildContext): SchemaModel {
  const known = ctx.complete.get(resolved.key);
  if (known) return known;
  if (ctx.stack.includes(resolved.key) || ctx.budget <= 0) {
    ctx.pending.add(resolved.key);
    ctx.keptRefs++;
    return { kind: 'ref', ref: resolved.key, name };
  }
  const kept = ctx.keptRefs;
  ctx.stack.push(resolved.key);
  const target = buildSchemaModel(resolved.value, resolved.docId, ctx);
  ctx.stack.pop();
  if (target.kind === 'ref') return target;
  const named =
    resolved.pointer[resolved.pointer.length - 2] === 'schemas' && target.name === undefined
      ? { ...target, name }
      : target;
  if (ctx.keptRefs === kept) ctx.complete.set(resolved.key, named);
  return named;
}

function buildNode(raw: Json, docId: string, ctx: SchemaBuildContext): SchemaNodeModel {
  const node: Mutable<SchemaNodeModel> = { kind: 'schema', ...typesOf(raw) };
  copyKeywords(raw, node);
  const constraints = constraintsOf(raw);
  if (constraints) node.constraints = constraints;
  const sub = (value: unknown): SchemaModel => buildSchemaModel(value, docId, ctx);
  if (isRecord(raw['properties'])) node.properties = propertiesOf(raw, sub);
  if (Array.isArray(raw['required']))
    node.required = raw['required'].filter((n): n is string => typeof n === 'string');
  const extra = raw['additionalProperties'];
  if (typeof extra === 'boolean') node.additionalProperties = extra;
  else if (isRecord(extra)) node.additionalProperties = sub(extra);
  if (raw['items'] !== undefined && typeof raw['items'] !== 'boolean')
    node.items = sub(raw['items']);
  if (Array.isArray(raw['prefixItems'])) node.prefixItems = raw['prefixItems'].map(sub);
  if (Array.isArray(raw['oneOf'])) node.oneOf = raw['oneOf'].map(sub);
  if (Array.isArray(raw['anyOf'])) node.anyOf = raw['anyOf'].map(sub);
  if (raw['not'] !== undefined) node.not = sub(raw['not']);
  if (node.types.length === 0 && node.properties) node.types = ['object'];
  if (node.types.length === 0 && node.items) node.types = ['array'];
  if (!Array.isArray(raw['allOf'])) return node;
  return mergeAllOf(node, raw['allOf'].map(sub));
}

function typesOf(raw: Json): { types: string[]; nullable: boolean } {
  const declared = Array.isArray(raw['type'])
    ? raw['type']
    : raw['type'] === undefined
      ? []
      : [raw['type']];
  const types = declared.filter((t): t is string => typeof t === 'string');
  const withoutNull = types.filter((t) => t !== 'null');
  const nullable = raw['nullable'] === true || types.includes('null');
  return { types: withoutNull.length > 0 ? withoutNull : types, nullable };
}

const STRING_KEYS = [
  'title',
  'description',
  'format',
  'contentMediaType',
  'contentEncoding',
] as const;
const FLAG_KEYS = ['deprecated', 'readOnly', 'writeOnly'] as const;

function copyKeywords(raw: Json, node: Mutable<SchemaNodeModel>): void {
  for (const key of STRING_KEYS) if (typeof raw[key] === 'string') node[key] = raw[key];
  for (const key of FLAG_KEYS) if (raw[key] === true) node[key] = true;
  if (raw['default'] !== undefined) node.default = raw['default'];
  if (raw['const'] !== undefined) node.const = raw['const'];
  if (Array.isArray(raw['enum'])) node.enum = raw['enum'];
  const examples = Array.isArray(raw['examples'])
    ? raw['examples']
    : raw['example'] !== undefined
      ? [raw['example']]
      : undefined;
  if (examples) node.examples = examples;
  const d = raw['discriminator'];
  if (isRecord(d) && typeof d['propertyName'] === 'string') {
    const mapping = isRecord(d['mapping']) ? (d['mapping'] as Record<string, string>) : undefined;
    node.discriminator = { propertyName: d['propertyName'], ...(mapping ? { mapping } : {}) };
  }
  const mint = isRecord(raw['x-mint']) ? raw['x-mint'] : {};
  for (const key of ['pre', 'post', 'groups'] as const) {
    const list = mint[key];
    if (Array.isArray(list)) node[key] = list.filter((v): v is string => typeof v === 'string');
  }
}

const NUMBER_KEYS = [
  'minimum',
  'maximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;

function constraintsOf(raw: Json): SchemaConstraints | undefined {
  const out: Mutable<SchemaConstraints> = {};
  for (const key of NUMBER_KEYS) if (typeof raw[key] === 'number') out[key] = raw[key];
  for (const [key, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = raw[key];
    if (typeof value === 'number') out[key] = value;
    else if (value === true && typeof raw[bound] === 'number') {
      out[key] = raw[bound];
      delete out[bound];
    }
  }
  if (typeof raw['pattern'] === 'string') out.pattern = raw['pattern'];
  if (raw['uniqueItems'] === true) out.uniqueItems = true;
  return Object.keys(out).length > 0 ? out : undefined;
}

function propertiesOf(raw: Json, sub: (value: unknown) => SchemaModel): SchemaProperty[] {
  const required = Array.isArray(raw['required']) ? raw['required'] : [];
  return Object.entries(raw['properties'] as Json).map(([name, schema]) => ({
    name,
    required: required.includes(name),
    schema: sub(schema),
  }));
}
