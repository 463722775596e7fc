import type { VNode } from 'preact';
import type { PlaygroundBody, PlaygroundSpec } from '../../api/playground-spec.js';
import { FieldInput } from './field-input.js';
import { Group } from './playground-fieldsets.js';
import { usePlaygroundText } from './playground-text.js';
import type { PlaygroundValues } from './playground-values.js';

type Body = PlaygroundValues['body'];
const value = (e: Event) => (e.currentTarget as HTMLInputElement).value;

function EditorSwitch(props: {
  readonly body: Body;
  readonly setBody: (b: Partial<Body>) => void;
}): VNode {
  const say = usePlaygroundText();
  return (
    <div class="q-playground__switch" role="radiogroup" aria-label={say('playground.bodyEditor')}>
      {(['json', 'form'] as const).map((editor) => (
        <label class="q-playground__switch-option">
          <input
            type="radio"
            name="body.editor"
            value={editor}
            checked={props.body.editor === editor}
            onChange={() => props.setBody({ editor })}
          />
          {editor === 'json' ? 'JSON' : say('playground.form')}
        </label>
      ))}
    </div>
  );
}

function MediaBody(props: {
  readonly media: PlaygroundBody;
  readonly body: Body;
  readonly setBody: (b: Partial<Body>) => void;
}): VNode {
  const { media, body, setBody } = props;
  const say = usePlaygroundText();
  const fields = (
    <div class="q-playground__fields">
      {media.fields.map((field) => (
        <FieldInput
          field={field}
          name={`body.${field.name}`}
          value={body.fields[field.name]}
          onChange={(v) => setBody({ fields: { ...body.fields, [field.name]: v } })}
        />
      ))}
    </div>
  );
  if (media.mode === 'binary') {
    return (
      <input
        class="q-playground__input"
        type="file"
        name="body.file"
        aria-label={say('playground.bodyFile')}
        onChange={(e) => setBody({ file: (e.currentTarget as HTMLInputElement).files?.[0] })}
      />
    );
  }
  if (media.mode === 'form' || media.mode === 'multipart') return fields;
  const canForm = media.mode === 'json' && media.fields.length > 0;
  return (
    <>
      {canForm && <EditorSwitch body={body} setBody={setBody} />}
      {canForm && body.editor === 'form' ? (
        fields
      ) : (
        <textarea
          class="q-playground__input q-playground__input--code q-playground__editor"
          name="body.text"
          aria-label={say('playground.bodyOfType', { mediaType: media.mediaType })}
          rows={Math.min(16, Math.max(4, (media.example ?? '').split('\n').length))}
          spellcheck={false}
          placeholder={media.example}
          value={body.text}
          onInput={(e) => setBody({ text: value(e) })}
        />
      )}
    </>
  );
}

/** The body: a media type choice when there are several, then the editor or the inputs for it. */
export function BodyFields(props: {
  readonly spec: PlaygroundSpec;
  readonly values: PlaygroundValues;
  readonly set: (v: Partial<PlaygroundValues>) => void;
}): VNode | null {
  const { spec, values, set } = props;
  const say = usePlaygroundText();
  const media = spec.body?.media[values.body.media];
  if (!spec.body || !media) return null;
  const setBody = (b: Partial<Body>) => set({ body: { ...values.body, ...b } });
  return (
    <Group
      title={say(spec.body.required ? 'playground.bodyRequired' : 'playground.body')}
      name="body"
    >
      {spec.body.media.length > 1 ? (
        <select
          class="q-playground__select"
          name="body.media"
          aria-label={say('playground.mediaType')}
          onChange={(e) =>
            setBody({
              media: Number(value(e)),
              fields: {},
              text: spec.body?.media[Number(value(e))]?.value ?? '',
            })
          }
        >
          {spec.body.media.map((m, i) => (
            <option value={String(i)} selected={i === values.body.media}>
              {m.mediaType}
            </option>
          ))}
        </select>
      ) : (
        <p class="q-playground__media-type">
          <code>{media.mediaType}</code>
        </p>
      )}
      <MediaBody media={media} body={values.body} setBody={setBody} />
    </Group>
  );
}
