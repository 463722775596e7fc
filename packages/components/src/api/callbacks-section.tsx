import type { VNode } from 'preact';
import type { CallbackModel } from '@quire/openapi';
import { Accordion } from '../disclosure/accordion.js';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { useComponentText } from '../env/components-env.js';
import { ApiSection } from './api-section.js';
import { MediaTypes } from './media-types.js';
import { MethodBadge } from './method-badge.js';
import { ResponsesView } from './responses-view.js';

function CallbackView(props: { readonly callback: CallbackModel }): VNode {
  const cb = props.callback;
  const say = useComponentText();
  return (
    <Accordion
      className="q-api-callback"
      title={
        <>
          <MethodBadge method={cb.method} /> {cb.name}
        </>
      }
      description={<code>{cb.expression}</code>}
    >
      {cb.summary && <p class="q-api-callback__summary">{cb.summary}</p>}
      {cb.description && (
        <InlineMarkdown tag="div" class="q-api-description" source={cb.description} />
      )}
      {cb.requestBody && (
        <div class="q-api-callback__body">
          <p class="q-api-response__label">{say('playground.body')}</p>
          <MediaTypes
            content={cb.requestBody.content}
            kind="body"
            required={cb.requestBody.required}
          />
        </div>
      )}
      {cb.responses.length > 0 && <p class="q-api-response__label">{say('api.response')}</p>}
      <ResponsesView responses={cb.responses} />
    </Accordion>
  );
}

/** The requests the API sends back (`callbacks`), each collapsible, between the body and the responses. */
export function CallbacksSection(props: {
  readonly callbacks: readonly CallbackModel[];
}): VNode | null {
  const say = useComponentText();
  if (props.callbacks.length === 0) return null;
  return (
    <ApiSection title={say('api.callbacks')} name="callbacks">
      {props.callbacks.map((cb) => (
        <CallbackView callback={cb} />
      ))}
    </ApiSection>
  );
}
