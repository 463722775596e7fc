import type { VNode } from 'preact';
import type { SchemaConstraints, SchemaModel, SchemaNodeModel } from '@quire/openapi';
import type { MessageKey } from '@quire/i18n';
import { useComponentText } from '../env/components-env.js';
import { formatDefault } from '../fields/field.js';
import { schemaTypeLabel } from './schema-type-label.js';

/** A fact: the message naming it and its values. */
export type Fact = readonly [label: MessageKey, values: readonly string[]];

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
  const push = (label: MessageKey, value: string | undefined) => {
    if (value !== undefined) facts.push([label, [value]]);
  };
  push('api.range', rangeText('x', c.minimum, c.maximum, c.exclusiveMinimum, c.exclusiveMaximum));
  push('api.multipleOf', c.multipleOf === undefined ? undefined : String(c.multipleOf));
  push('api.length', rangeText('length', c.minLength, c.maxLength));
  push('api.pattern', c.pattern);
  push('api.items', rangeText('items', c.minItems, c.maxItems));
  push('api.propertyCount', rangeText('properties', c.minProperties, c.maxProperties));
  if (c.uniqueItems) facts.push(['api.uniqueItems', ['true']]);
  return facts;
}

/** The facts of a schema, in reading order: allowed values, bounds, examples, what it must not be. */
export function schemaFacts(node: SchemaNodeModel, example?: unknown): Fact[] {
  const facts: Fact[] = [];
  if (node.enum && node.enum.length > 0)
    facts.push(['api.availableOptions', node.enum.map(formatDefault)]);
  if (node.const !== undefined) facts.push(['api.allowedValue', [formatDefault(node.const)]]);
  if (node.constraints) facts.push(...constraintFacts(node.constraints));
  if (node.contentMediaType) facts.push(['playground.mediaType', [node.contentMediaType]]);
  if (node.contentEncoding) facts.push(['api.encoding', [node.contentEncoding]]);
  const examples = example !== undefined ? [example] : (node.examples ?? []);
  if (examples.length > 0)
    facts.push([examples.length > 1 ? 'api.examples' : 'api.example', examples.map(formatDefault)]);
  if (node.not) facts.push(['api.mustNotBe', [schemaTypeLabel(node.not)]]);
  if (node.discriminator) facts.push(['api.discriminator', [node.discriminator.propertyName]]);
  return facts;
}

/** Labelled lines of code values. */
export function FactList(props: { readonly facts: readonly Fact[] }): VNode | null {
  const say = useComponentText();
  if (props.facts.length === 0) return null;
  return (
    <dl class="q-api-facts">
      {props.facts.map(([label, values]) => (
        <div class="q-api-facts__item">
          <dt>{say(label)}</dt>
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
      ? ([['api.example', [formatDefault(props.example)]]] as Fact[])
      : [];
  return <FactList facts={facts} />;
}
