import type { VNode } from 'preact';
import type { SecurityRequirementModel } from '@quire/openapi';
import { FieldView } from '../fields/field.js';
import { Tab } from '../tabs/tab.js';
import { Tabs } from '../tabs/tabs.js';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { useComponentText } from '../env/components-env.js';
import { FactList } from './schema-facts.js';
import { ApiSection } from './api-section.js';
import { credentialOf } from './security-credential.js';

function RequirementFields(props: { readonly requirement: SecurityRequirementModel }): VNode {
  return (
    <div class="q-api-fields">
      {props.requirement.schemes.map((scheme) => {
        const c = credentialOf(scheme);
        return (
          <FieldView kind={c.in} name={c.name} type="string" required={true}>
            <InlineMarkdown tag="div" class="q-api-description" source={c.description} />
            {c.scopes.length > 0 && <FactList facts={[['api.scopes', c.scopes]]} />}
          </FieldView>
        );
      })}
    </div>
  );
}

const requirementTitle = (r: SecurityRequirementModel) => r.schemes.map((s) => s.key).join(' + ');

/** The credentials the endpoint asks for; several ways to authenticate become tabs. None: nothing. */
export function SecuritySection(props: {
  readonly security: readonly SecurityRequirementModel[];
}): VNode | null {
  const say = useComponentText();
  const ways = props.security.filter((r) => r.schemes.length > 0);
  if (ways.length === 0) return null;
  return (
    <ApiSection title={say('api.authorizations')} name="authorizations">
      {ways.length === 1 && ways[0] ? (
        <RequirementFields requirement={ways[0]} />
      ) : (
        <Tabs sync={false} className="q-api-auth-options">
          {ways.map((r) => (
            <Tab title={requirementTitle(r)}>
              <RequirementFields requirement={r} />
            </Tab>
          ))}
        </Tabs>
      )}
    </ApiSection>
  );
}
