import type { SchemaModel, SchemaNodeModel } from '@quire/openapi';
import { isFileSchema, schemaTypeLabel } from './schema-type-label.js';

export type PlaygroundScalarKind = 'string' | 'number' | 'integer' | 'boolean' | 'enum';

/** One input of the playground form (a parameter, or a top-level property of a body). */
export interface PlaygroundField {
  readonly name: string;
  readonly required: boolean;
  /** The input: a scalar, a list of scalars, JSON text (objects, alternatives) or a file. */
  readonly kind: PlaygroundScalarKind | 'array' | 'json' | 'file';
  /** The type as the reference shows it (`integer<int32>`, `string[]`). */
  readonly type: string;
  readonly description?: string;
  readonly deprecated?: boolean;
  /** Allowed values (enum kinds). */
  readonly options?: readonly unknown[];
  /** The kind of each item of an `array` field, and its allowed values. */
  readonly itemKind?: PlaygroundScalarKind;
  readonly itemOptions?: readonly unknown[];
  readonly format?: string;
  /** File fields: the accepted media type, and whether the file is sent as base64 text. */
  readonly accept?: string;
  readonly encoding?: 'base64' | 'base64url';
  readonly default?: unknown;
  /** Shown as the placeholder. */
  readonly example?: unknown;
  /** The value the form starts with (`api.examples.prefill`). */
  readonly value?: unknown;
  /** Query serialisation (`form`, `spaceDelimited`, `pipeDelimited`, `deepObject`) and `explode`. */
  readonly style?: string;
  readonly explode?: boolean;
}

export interface FieldSource {
  readonly name: string;
  readonly required: boolean;
  readonly schema?: SchemaModel;
  readonly description?: string;
  readonly deprecated?: boolean;
  readonly example?: unknown;
  readonly style?: string;
  readonly explode?: boolean;
}

const SCALARS = ['string', 'number', 'integer', 'boolean'] as const;

function resolve(
  schema: SchemaModel | undefined,
  definitions: Readonly<Record<string, SchemaModel>>,
): SchemaNodeModel | undefined {
  const target = schema?.kind === 'ref' ? definitions[schema.ref] : schema;
  return target?.kind === 'schema' ? target : undefined;
}

function scalarKind(node: SchemaNodeModel | undefined): PlaygroundScalarKind | undefined {
  if (!node) return 'string';
  if (node.enum && node.enum.length > 0) return 'enum';
  if (node.oneOf || node.anyOf || node.properties) return undefined;
  if (node.types.length === 0) return node.items ? undefined : 'string';
  const [only, ...more] = node.types;
  return more.length === 0 ? SCALARS.find((s) => s === only) : undefined;
}

function kindOf(
  node: SchemaNodeModel | undefined,
  definitions: Readonly<Record<string, SchemaModel>>,
): Pick<PlaygroundField, 'kind' | 'itemKind' | 'itemOptions' | 'options'> {
  if (node && isFileSchema(node)) return { kind: 'file' };
  const scalar = scalarKind(node);
  if (scalar)
    return { kind: scalar, ...(scalar === 'enum' && node?.enum ? { options: node.enum } : {}) };
  if (node?.types.includes('array') && node.types.length === 1) {
    const item = resolve(node.items, definitions);
    const itemKind = scalarKind(item);
    if (itemKind)
      return {
        kind: 'array',
        itemKind,
        ...(itemKind === 'enum' && item?.enum ? { itemOptions: item.enum } : {}),
      };
  }
  return { kind: 'json' };
}

/** The input for a parameter or property; `prefill` starts it with the example the spec gives. */
export function playgroundFieldOf(
  source: FieldSource,
  definitions: Readonly<Record<string, SchemaModel>>,
  prefill: boolean,
): PlaygroundField {
  const node = resolve(source.schema, definitions);
  const example = source.example ?? node?.examples?.[0];
  const description = source.description ?? node?.description;
  return {
    name: source.name,
    required: source.required,
    ...kindOf(node, definitions),
    type: schemaTypeLabel(source.schema),
    ...(description !== undefined ? { description } : {}),
    ...(source.deprecated || node?.deprecated ? { deprecated: true } : {}),
    ...(node?.format !== undefined ? { format: node.format } : {}),
    ...(node?.contentMediaType !== undefined ? { accept: node.contentMediaType } : {}),
    ...(node?.contentEncoding === 'base64' || node?.contentEncoding === 'base64url'
      ? { encoding: node.contentEncoding }
      : {}),
    ...(node?.format === 'base64' ? { encoding: 'base64' as const } : {}),
    ...(node?.default !== undefined ? { default: node.default } : {}),
    ...(example !== undefined ? { example } : {}),
    ...(prefill && example !== undefined ? { value: example } : {}),
    ...(source.style !== undefined ? { style: source.style } : {}),
    ...(source.explode !== undefined ? { explode: source.explode } : {}),
  };
}

/** The writable top-level properties of an object body as inputs (read-only ones are left out). */
export function bodyFieldsOf(
  schema: SchemaModel | undefined,
  definitions: Readonly<Record<string, SchemaModel>>,
  prefill: boolean,
  example: unknown,
): PlaygroundField[] {
  const node = resolve(schema, definitions);
  const values =
    typeof example === 'object' && example !== null && !Array.isArray(example)
      ? (example as Record<string, unknown>)
      : {};
  return (node?.properties ?? [])
    .filter((p) => !(p.schema.kind === 'schema' && p.schema.readOnly))
    .map((p) =>
      playgroundFieldOf(
        { name: p.name, required: p.required, schema: p.schema, example: values[p.name] },
        definitions,
        prefill,
      ),
    );
}
