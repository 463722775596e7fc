import type { VNode } from 'preact';
import type { EndpointParameters, ParameterModel } from '@quire/openapi';
import { useComponentText } from '../env/components-env.js';
import { ApiSection } from './api-section.js';
import { SchemaField } from './schema-field.js';

const LOCATIONS = [
  ['path', 'playground.pathParameters'],
  ['query', 'playground.queryParameters'],
  ['header', 'playground.headers'],
  ['cookie', 'playground.cookies'],
] as const;

/** One parameter as a field: its own description, flags and example win over its schema's. */
export function ParameterField(props: { readonly parameter: ParameterModel }): VNode {
  const p = props.parameter;
  return (
    <SchemaField
      kind={p.in}
      name={p.name}
      schema={p.schema}
      required={p.required}
      deprecated={p.deprecated}
      {...(p.description !== undefined ? { description: p.description } : {})}
      {...(p.example !== undefined ? { example: p.example } : {})}
    />
  );
}

/** The parameters grouped by location, in the order path, query, header, cookie; empty groups are left out. */
export function ParameterSections(props: { readonly parameters: EndpointParameters }): VNode {
  const say = useComponentText();
  return (
    <>
      {LOCATIONS.filter(([where]) => props.parameters[where].length > 0).map(([where, title]) => (
        <ApiSection title={say(title)} name={`${where}-parameters`}>
          <div class="q-api-fields">
            {props.parameters[where].map((p) => (
              <ParameterField parameter={p} />
            ))}
          </div>
        </ApiSection>
      ))}
    </>
  );
}
