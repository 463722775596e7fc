import type { SchemaModel, SchemaNodeModel, SchemaProperty } from './schema-model.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Merges `allOf` members into one schema: types, properties (in member order, then the schema's
 * own), required flags (any member requiring a property requires it), constraints and keywords
 * (the schema's own win, then the first member that has one). Members that are kept references
 * (cycles) cannot be merged and stay in `allOf`.
 */
export function mergeAllOf(own: SchemaNodeModel, members: readonly SchemaModel[]): SchemaNodeModel {
  const residual: SchemaModel[] = [];
  let acc: SchemaNodeModel = { kind: 'schema', types: [], nullable: false };
  const nodes = members.filter((m): m is SchemaNodeModel => {
    if (m.kind === 'ref') residual.push(m);
    return m.kind === 'schema';
  });
  for (const member of nodes) acc = combine(acc, member);
  const merged = combine(acc, own, true) as Mutable<SchemaNodeModel>;
  if (own.name === undefined) {
    if (nodes.length === 1 && nodes[0]?.name !== undefined) merged.name = nodes[0].name;
    else delete merged.name;
  }
  if (merged.required && merged.properties) {
    const required = merged.required;
    merged.properties = merged.properties.map((p) =>
      p.required || !required.includes(p.name) ? p : { ...p, required: true },
    );
  }
  if (residual.length > 0) merged.allOf = residual;
  else delete merged.allOf;
  return merged;
}

/** `base` and `next` combined; keywords of `base` win unless `nextWins`. */
function combine(base: SchemaNodeModel, next: SchemaNodeModel, nextWins = false): SchemaNodeModel {
  const [first, second] = nextWins ? [next, base] : [base, next];
  const out: Mutable<SchemaNodeModel> = { ...second, ...stripUndefined(first) };
  out.types = first.types.length > 0 ? first.types : second.types;
  out.nullable = base.nullable || next.nullable;
  out.properties = mergeProperties(base.properties ?? [], next.properties ?? []);
  const required = [...new Set([...(base.required ?? []), ...(next.required ?? [])])];
  if (required.length > 0) out.required = required;
  if (out.properties.length === 0) delete out.properties;
  const constraints = { ...second.constraints, ...first.constraints };
  if (Object.keys(constraints).length > 0) out.constraints = constraints;
  return out;
}

function mergeProperties(
  a: readonly SchemaProperty[],
  b: readonly SchemaProperty[],
): SchemaProperty[] {
  const out = [...a];
  for (const p of b) {
    const i = out.findIndex((q) => q.name === p.name);
    const existing = out[i];
    if (existing) out[i] = { ...existing, required: existing.required || p.required };
    else out.push(p);
  }
  return out;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
