import type { VNode } from 'preact';
import type { SchemaConstraints, SchemaModel, SchemaNodeModel } from '@quire/openapi';
import { formatDefault } from '../fields/field.js';
import { schemaTypeLabel } from './schema-type-label.js';

export type Fact = readonly [label: string, values: readonly string[]];

/** `1 <= x <= 100`, `x < 600`, `length >= 12`: the bounds a value must respect. */
export function rangeText(
  subject: string,
  min?: number,
  max?: number,
  exclusiveMin?: number,
  exclusiveMax?: number,
): string | undefined {
  const low =
    exclusiveMin !== undefined
      ? { n: exclusiveMin, op: '<' }
      : min !== undefined
        ? { n: min, op: '<=' }
        : undefined;
  const high =
    exclusiveMax !== undefined
      ? { n: exclusiveMax, op: '<' }
      : max !== undefined
        ? { n: max, op: '<=' }
        : undefined;
  if (low && high && low.n === high.n && low.op === '<=' && high.op === '<=')
    return `${subject} = ${low.n}`;
  if (low && high) return `${low.n} ${low.op} ${subject} ${high.op} ${high.n}`;
  if (low) return `${subject} ${low.op === '<' ? '>' : '>='} ${low.n}`;
  return high ? `${subject} ${high.op} ${high.n}` : undefined;
}

function constraintFacts(c: SchemaConstraints): Fact[] {
  const facts: Fact[] = [];
  const push = (label: string, value: string | undefined) => {
    if (value !== undefined) facts.push([label, [value]]);
  };
  push('Range', rangeText('x', c.minimum, c.maximum, c.exclusiveMinimum, c.exclusiveMaximum));
  push('Multiple of', c.multipleOf === undefined ? undefined : String(c.multipleOf));
  push('Length', rangeText('length', c.minLength, c.maxLength));
  push('Pattern', c.pattern);
  push('Items', rangeText('items', c.minItems, c.maxItems));
  push('Properties', rangeText('properties', c.minProperties, c.maxProperties));
  if (c.uniqueItems) facts.push(['Unique items', ['true']]);
  return facts;
}

/** The facts of a schema, in reading order: allowed values, bounds, examples, what it must not be. */
export function schemaFacts(node: SchemaNodeModel, example?: unknown): Fact[] {
  const facts: Fact[] = [];
  if (node.enum && node.enum.length > 0)
    facts.push(['Available options', node.enum.map(formatDefault)]);
  if (node.const !== undefined) facts.push(['Allowed value', [formatDefault(node.const)]]);
  if (node.constraints) facts.push(...constraintFacts(node.constraints));
  if (node.contentMediaType) facts.push(['Media type', [node.contentMediaType]]);
  if (node.contentEncoding) facts.push(['Encoding', [node.contentEncoding]]);
  const examples = example !== undefined ? [example] : (node.examples ?? []);
  if (examples.length > 0)
    facts.push([examples.length > 1 ? 'Examples' : 'Example', examples.map(formatDefault)]);
  if (node.not) facts.push(['Must not be', [schemaTypeLabel(node.not)]]);
  if (node.discriminator) facts.push(['Discriminator', [node.discriminator.propertyName]]);
  return facts;
}

/** Labelled lines of code values. */
export function FactList(props: { readonly facts: readonly Fact[] }): VNode | null {
  if (props.facts.length === 0) return null;
  return (
    <dl class="q-api-facts">
      {props.facts.map(([label, values]) => (
        <div class="q-api-facts__item">
          <dt>{label}</dt>
          <dd>
            {values.map((v, i) => (
              <>
                {i > 0 ? ', ' : ''}
                <code>{v}</code>
              </>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The facts of a field's schema (nothing when there are none). */
export function SchemaFacts(props: {
  readonly schema: SchemaModel | undefined;
  readonly example?: unknown;
}): VNode | null {
  const node = props.schema?.kind === 'schema' ? props.schema : undefined;
  const facts = node
    ? schemaFacts(node, props.example)
    : props.example !== undefined
      ? ([['Example', [formatDefault(props.example)]]] as Fact[])
      : [];
  return <FactList facts={facts} />;
}
