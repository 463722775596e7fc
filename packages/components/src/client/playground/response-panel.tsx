import type { VNode } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { usePlaygroundText } from './playground-text.js';
import type { PlaygroundResult } from './send-playground-request.js';

type Ok = Extract<PlaygroundResult, { ok: true }>;

/** JSON bodies indented; anything else as it came. */
export function formatBodyText(text: string, contentType: string): { text: string; json: boolean } {
  const looksJson = /json/i.test(contentType) || /^\s*[[{]/.test(text);
  if (!looksJson) return { text, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}

function MediaBody(props: { readonly result: Ok }): VNode {
  const url = useMemo(() => URL.createObjectURL(props.result.body), [props.result.body]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const say = usePlaygroundText();
  const type = props.result.contentType.toLowerCase();
  if (type.startsWith('image/'))
    return <img class="q-playground__media" src={url} alt={say('playground.responseImage')} />;
  if (type.startsWith('audio/')) return <audio class="q-playground__media" src={url} controls />;
  return <video class="q-playground__media" src={url} controls />;
}

function Body(props: { readonly result: Ok }): VNode {
  const { result } = props;
  const say = usePlaygroundText();
  if (result.text === undefined) return <MediaBody result={result} />;
  if (result.text === '') return <p class="q-playground__empty">{say('playground.noBody')}</p>;
  const shown = formatBodyText(result.text, result.contentType);
  return (
    <pre class="q-playground__body" data-body={shown.json ? 'json' : 'text'}>
      <code>{shown.text}</code>
    </pre>
  );
}

const statusClass = (status: number) =>
  status >= 500
    ? 'server-error'
    : status >= 400
      ? 'client-error'
      : status >= 300
        ? 'redirect'
        : 'success';

/** The last response: status, time, headers (collapsed) and the body by content type. */
export function ResponsePanel(props: { readonly result: PlaygroundResult }): VNode {
  const { result } = props;
  const notes = result.notes.map((n) => <p class="q-playground__note">{n}</p>);
  if (!result.ok) {
    return (
      <div class="q-playground__result q-playground__result--error" role="status">
        <p class="q-playground__error">{result.error}</p>
        {notes}
      </div>
    );
  }
  return (
    <div class="q-playground__result" role="status" data-status={String(result.status)}>
      <p class="q-playground__status">
        <span class={`q-playground__code q-playground__code--${statusClass(result.status)}`}>
          {result.status} {result.statusText}
        </span>
        <span class="q-playground__time">{result.timeMs} ms</span>
      </p>
      {notes}
      <details class="q-playground__headers">
        <summary>Headers ({result.headers.length})</summary>
        <dl>
          {result.headers.map(([k, v]) => (
            <div class="q-playground__header">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </details>
      <Body result={result} />
    </div>
  );
}
