import type { VNode } from 'preact';
import type { ResponseModel } from '@quire/openapi';
import { Tab } from '../tabs/tab.js';
import { Tabs } from '../tabs/tabs.js';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { MediaTypes } from './media-types.js';
import { ParameterField } from './parameter-sections.js';

function ResponseView(props: { readonly response: ResponseModel }): VNode {
  const r = props.response;
  return (
    <div class="q-api-response" data-status={r.status}>
      {r.description && (
        <InlineMarkdown tag="div" class="q-api-description" source={r.description} />
      )}
      {r.headers.length > 0 && (
        <div class="q-api-response__headers">
          <p class="q-api-response__label">Headers</p>
          <div class="q-api-fields">
            {r.headers.map((h) => (
              <ParameterField parameter={h} />
            ))}
          </div>
        </div>
      )}
      <MediaTypes content={r.content} kind="response" />
    </div>
  );
}

/** Responses by status (`200`, `4XX`, `default`) as tabs, each with its headers and media types. */
export function ResponsesView(props: {
  readonly responses: readonly ResponseModel[];
}): VNode | null {
  if (props.responses.length === 0) return null;
  return (
    <Tabs sync={false} className="q-api-responses">
      {props.responses.map((r) => (
        <Tab title={r.status}>
          <ResponseView response={r} />
        </Tab>
      ))}
    </Tabs>
  );
}
