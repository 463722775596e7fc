import type { VNode } from 'preact';
import type { SchemaModel, SchemaNodeModel } from '@quire/openapi';
import { useComponentText } from '../env/components-env.js';
import { Expandable } from '../disclosure/expandable.js';
import { FieldView, type FieldViewProps } from '../fields/field.js';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { postPills, prePills } from './field-pills.js';
import { useReference } from './reference-context.js';
import { SchemaProperties, VariantTabs } from './schema-body.js';
import { schemaAnchorId } from './schema-anchor.js';
import { SchemaFacts } from './schema-facts.js';
import { schemaTypeLabel } from './schema-type-label.js';

export type FieldKind = FieldViewProps['kind'];

export interface SchemaFieldProps {
  readonly kind: FieldKind;
  readonly name: string;
  readonly schema: SchemaModel | undefined;
  readonly required: boolean;
  /** A parameter's own description and flags win over its schema's. */
  readonly description?: string;
  readonly deprecated?: boolean;
  readonly example?: unknown;
}

/** A link to a schema kept as a reference (a cycle), shown in the page's Schemas section. */
export function SchemaRefLink(props: { readonly name: string }): VNode {
  return (
    <p class="q-api-ref">
      See <a href={`#${schemaAnchorId(props.name)}`}>{props.name}</a> under Schemas.
    </p>
  );
}

/** The item schema of an array whose items have fields of their own, else undefined. */
function nestedItems(node: SchemaNodeModel): SchemaModel | undefined {
  const items = node.items;
  if (!items) return undefined;
  if (items.kind === 'ref') return items;
  return items.properties || items.oneOf || items.anyOf || items.items ? items : undefined;
}

/** What sits under a field: its properties behind a toggle, the alternatives as tabs, or a link. */
export function SchemaChildren(props: {
  readonly schema: SchemaModel;
  readonly kind: FieldKind;
}): VNode | null {
  const { expanded } = useReference();
  const say = useComponentText();
  const { schema, kind } = props;
  if (schema.kind === 'ref') return <SchemaRefLink name={schema.name} />;
  const items = nestedItems(schema);
  if (items) return <SchemaChildren schema={items} kind={kind} />;
  const variants = schema.oneOf ?? schema.anyOf;
  const hasFields =
    (schema.properties?.length ?? 0) > 0 || typeof schema.additionalProperties === 'object';
  if (!hasFields && !variants) return null;
  return (
    <>
      {hasFields && (
        <Expandable title={say('api.properties')} defaultOpen={expanded}>
          <SchemaProperties schema={schema} kind={kind} />
        </Expandable>
      )}
      {variants && (
        <VariantTabs
          variants={variants}
          kind={kind}
          combinator={schema.oneOf ? 'oneOf' : 'anyOf'}
          discriminator={schema.discriminator?.propertyName}
        />
      )}
    </>
  );
}

/**
 * One field of a schema (a parameter, a property, a response header): name, type, pills,
 * required, deprecated and default on the name line, then the description, the facts (allowed
 * values, bounds, examples) and what is nested inside.
 */
export function SchemaField(props: SchemaFieldProps): VNode {
  const { postKeys } = useReference();
  const node = props.schema?.kind === 'schema' ? props.schema : undefined;
  const description = props.description ?? node?.description;
  return (
    <FieldView
      kind={props.kind}
      name={props.name}
      type={schemaTypeLabel(props.schema)}
      required={props.required}
      deprecated={props.deprecated === true || node?.deprecated === true}
      default={node?.default}
      pre={prePills(props.schema)}
      post={postPills(props.schema, postKeys)}
    >
      {description && <InlineMarkdown tag="div" class="q-api-description" source={description} />}
      <SchemaFacts schema={props.schema} example={props.example} />
      {props.schema && <SchemaChildren schema={props.schema} kind={props.kind} />}
    </FieldView>
  );
}
