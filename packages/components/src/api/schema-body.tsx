import type { VNode } from 'preact';
import type { SchemaModel, SchemaNodeModel } from '@quire/openapi';
import { useComponentText, type ComponentText } from '../env/components-env.js';
import { Tab } from '../tabs/tab.js';
import { Tabs } from '../tabs/tabs.js';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { SchemaField, SchemaRefLink, type FieldKind } from './schema-field.js';
import { SchemaFacts } from './schema-facts.js';
import { schemaTypeLabel } from './schema-type-label.js';

/** The fields of an object schema: its properties, then `additionalProperties` as `{key}`. */
export function SchemaProperties(props: {
  readonly schema: SchemaNodeModel;
  readonly kind: FieldKind;
}): VNode {
  const { schema, kind } = props;
  const say = useComponentText();
  const extra =
    typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  return (
    <div class="q-api-fields">
      {(schema.properties ?? []).map((p) => (
        <SchemaField kind={kind} name={p.name} schema={p.schema} required={p.required} />
      ))}
      {extra && (
        <SchemaField
          kind={kind}
          name="{key}"
          schema={extra}
          required={false}
          description={
            extra.kind === 'schema' ? (extra.description ?? say('api.anyOtherProperty')) : undefined
          }
        />
      )}
    </div>
  );
}

/** The tab title of an alternative: its `title`, its component name, its type, else its position. */
export function variantTitle(variant: SchemaModel, index: number, say: ComponentText): string {
  if (variant.kind === 'ref') return variant.name;
  const type = schemaTypeLabel(variant);
  return (
    variant.title ??
    variant.name ??
    (type === 'object' || type === 'any' ? say('api.option', { number: index + 1 }) : type)
  );
}

/** `oneOf`/`anyOf` alternatives as tabs, each showing that alternative's fields. */
export function VariantTabs(props: {
  readonly variants: readonly SchemaModel[];
  readonly kind: FieldKind;
  readonly combinator: 'oneOf' | 'anyOf';
  readonly discriminator?: string;
}): VNode {
  const say = useComponentText();
  const titles = props.variants.map((variant, i) => variantTitle(variant, i, say));
  const unique = titles.map((t, i) => (titles.indexOf(t) === i ? t : `${t} (${i + 1})`));
  return (
    <div class="q-api-variants" data-combinator={props.combinator}>
      <p class="q-api-variants__label">
        {say(props.combinator === 'oneOf' ? 'api.oneOf' : 'api.anyOf')}
        {props.discriminator && (
          <>
            {', by '}
            <code>{props.discriminator}</code>
          </>
        )}
      </p>
      <Tabs sync={false}>
        {props.variants.map((variant, i) => (
          <Tab title={unique[i] ?? ''}>
            <SchemaBody schema={variant} kind={props.kind} />
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}

/** The items of an array when they have fields, alternatives or are a reference. */
function structuredItems(schema: SchemaNodeModel): SchemaModel | undefined {
  const items = schema.items;
  if (!items) return undefined;
  return items.kind === 'ref' || items.properties || items.oneOf || items.anyOf ? items : undefined;
}

/**
 * A whole schema as the body of a section (a request body, a response, a tab of alternatives):
 * an object lists its fields; alternatives become tabs; anything else states its type and facts.
 */
export function SchemaBody(props: {
  readonly schema: SchemaModel;
  readonly kind: FieldKind;
}): VNode {
  const { schema, kind } = props;
  if (schema.kind === 'ref') return <SchemaRefLink name={schema.name} />;
  const isObject =
    (schema.properties?.length ?? 0) > 0 || typeof schema.additionalProperties === 'object';
  const variants = schema.oneOf ?? schema.anyOf;
  const showType = !isObject && (!variants || schema.types.length > 0);
  const items = showType ? structuredItems(schema) : undefined;
  return (
    <div class="q-api-schema">
      {showType && (
        <p class="q-api-schema__type">
          Type: <code>{schemaTypeLabel(schema)}</code>
        </p>
      )}
      {schema.description && (
        <InlineMarkdown tag="div" class="q-api-description" source={schema.description} />
      )}
      {showType && <SchemaFacts schema={schema} />}
      {isObject && <SchemaProperties schema={schema} kind={kind} />}
      {variants && (
        <VariantTabs
          variants={variants}
          kind={kind}
          combinator={schema.oneOf ? 'oneOf' : 'anyOf'}
          discriminator={schema.discriminator?.propertyName}
        />
      )}
      {items && <SchemaBody schema={items} kind={kind} />}
      {schema.allOf && schema.allOf.map((member) => <SchemaBody schema={member} kind={kind} />)}
    </div>
  );
}
