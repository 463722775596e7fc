import type { VNode } from 'preact';
import type { MediaTypeModel } from '@quire/openapi';
import { useComponentText } from '../env/components-env.js';
import { Tab } from '../tabs/tab.js';
import { Tabs } from '../tabs/tabs.js';
import { SchemaBody } from './schema-body.js';
import type { FieldKind } from './schema-field.js';

function MediaTypeView(props: {
  readonly media: MediaTypeModel;
  readonly kind: FieldKind;
  readonly required?: boolean;
}): VNode {
  const say = useComponentText();
  return (
    <div class="q-api-media" data-media-type={props.media.mediaType}>
      <p class="q-api-media__type">
        <code>{props.media.mediaType}</code>
        {props.required && (
          <span class="q-field__badge q-field__badge--required">{say('playground.required')}</span>
        )}
      </p>
      {props.media.schema && <SchemaBody schema={props.media.schema} kind={props.kind} />}
    </div>
  );
}

/** The media types of a body or response: one is shown as is, several become tabs. */
export function MediaTypes(props: {
  readonly content: readonly MediaTypeModel[];
  readonly kind: FieldKind;
  readonly required?: boolean;
}): VNode | null {
  const [first, ...rest] = props.content;
  if (!first) return null;
  if (rest.length === 0)
    return <MediaTypeView media={first} kind={props.kind} required={props.required} />;
  return (
    <Tabs sync={false} className="q-api-media-types">
      {props.content.map((media) => (
        <Tab title={media.mediaType}>
          <MediaTypeView media={media} kind={props.kind} required={props.required} />
        </Tab>
      ))}
    </Tabs>
  );
}
