import type { VNode } from 'preact';
import type { RequestBodyModel } from '@quire/openapi';
import { InlineMarkdown } from '../text/inline-markdown.js';
import { ApiSection } from './api-section.js';
import { MediaTypes } from './media-types.js';

/** The request body (for a webhook: the payload the receiver gets), by media type. */
export function BodySection(props: {
  readonly body: RequestBodyModel | undefined;
  readonly title: string;
}): VNode | null {
  const body = props.body;
  if (!body || (body.content.length === 0 && !body.description)) return null;
  return (
    <ApiSection title={props.title} name="body">
      {body.description && (
        <InlineMarkdown tag="div" class="q-api-description" source={body.description} />
      )}
      <MediaTypes content={body.content} kind="body" required={body.required} />
    </ApiSection>
  );
}
