import type { VNode } from 'preact';
import type { SchemaModel } from '@quire/openapi';
import { FieldPathContext } from '../fields/field-path.js';
import { useComponentText } from '../env/components-env.js';
import { ApiSection } from './api-section.js';
import { schemaAnchorId } from './schema-anchor.js';
import { SchemaBody } from './schema-body.js';

/** `openapi.yaml#/components/schemas/TreeNode` → `TreeNode`. */
export function definitionName(key: string): string {
  const last = key.slice(key.lastIndexOf('/') + 1);
  return decodeURIComponent(last.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schemas the page refers to by name (its cycles), each with the anchor the links point at. */
export function DefinitionsSection(props: {
  readonly definitions: Readonly<Record<string, SchemaModel>>;
}): VNode | null {
  const say = useComponentText();
  const entries = Object.entries(props.definitions);
  if (entries.length === 0) return null;
  return (
    <ApiSection title={say('api.schemas')} name="schemas">
      {entries.map(([key, schema]) => {
        const name = definitionName(key);
        return (
          <div class="q-api-definition" id={schemaAnchorId(name)}>
            <h3 class="q-api-definition__name">{name}</h3>
            <FieldPathContext.Provider value={[name]}>
              <SchemaBody schema={schema} kind="response" />
            </FieldPathContext.Provider>
          </div>
        );
      })}
    </ApiSection>
  );
}
