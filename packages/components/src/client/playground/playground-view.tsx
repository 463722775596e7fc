import type { VNode } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { PageText } from '@quire/i18n/page';
import type { PlaygroundSpec } from '../../api/playground-spec.js';
import { BodyFields } from './body-fields.js';
import { buildPlaygroundRequest, type PlaygroundRequest } from './build-playground-request.js';
import { ParameterFields, SecurityFields, ServerFields } from './playground-fieldsets.js';
import { initialValues, type PlaygroundValues } from './playground-values.js';
import { formatRequestUrl, requestUrl } from './request-url.js';
import { PlaygroundTextContext, usePlaygroundText } from './playground-text.js';
import { RequestPreview } from './request-preview.js';
import { ResponsePanel } from './response-panel.js';
import type { PlaygroundResult } from './send-playground-request.js';

/** What the live playground needs from the page; absent when rendered on the server. */
export interface PlaygroundRuntime {
  readonly send: (request: PlaygroundRequest) => Promise<PlaygroundResult>;
  /** The page's URL, for servers given relative to the site. */
  readonly pageUrl?: string;
}

export interface PlaygroundViewProps {
  readonly spec: PlaygroundSpec;
  readonly runtime?: PlaygroundRuntime;
  /** The server chosen in the page header. */
  readonly server?: number;
  /** The interface text in the page's language (default English). */
  readonly say?: PageText;
}

/**
 * The playground: the request line and Send button, the server, the credentials, the
 * parameters and the body; beside them the request as cURL (following the fields) and the last
 * response. Rendered on the server it is a readable
 * form with Send disabled; the client script renders it live from the same spec.
 */
export function PlaygroundView(props: PlaygroundViewProps): VNode {
  return props.say ? (
    <PlaygroundTextContext.Provider value={props.say}>
      <PlaygroundForm {...props} />
    </PlaygroundTextContext.Provider>
  ) : (
    <PlaygroundForm {...props} />
  );
}

function PlaygroundForm(props: PlaygroundViewProps): VNode {
  const { spec, runtime } = props;
  const say = usePlaygroundText();
  const [state, setState] = useState<PlaygroundValues>(() => initialValues(spec));
  const [result, setResult] = useState<PlaygroundResult | undefined>(undefined);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const values: PlaygroundValues = useMemo(
    () => (props.server !== undefined ? { ...state, server: props.server } : state),
    [state, props.server],
  );
  const set = (patch: Partial<PlaygroundValues>) => setState((s) => ({ ...s, ...patch }));
  const url = formatRequestUrl(requestUrl(spec, values, runtime?.pageUrl, say));
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!runtime || sending) return;
    const request = await buildPlaygroundRequest(spec, values, runtime.pageUrl, say);
    setProblems(request.problems);
    if (request.problems.length > 0) return;
    setSending(true);
    setResult(await runtime.send(request));
    setSending(false);
  };
  return (
    <div class="q-playground__live" data-q-playground-id={spec.id}>
      <form class="q-playground__form" onSubmit={submit} data-q-playground-form="">
        <div class="q-playground__bar">
          <span class={`q-api-method q-api-method--${spec.method.toLowerCase()}`}>
            {spec.method}
          </span>
          <code class="q-playground__url" data-q-playground-url="">
            {url}
          </code>
          <button type="submit" class="q-playground__send" disabled={!runtime || sending}>
            {say(sending ? 'playground.sending' : 'playground.send')}
          </button>
        </div>
        {!runtime && (
          <p class="q-playground__note q-playground__note--nojs">
            {say('playground.needsJavaScript')}
          </p>
        )}
        {problems.length > 0 && (
          <ul class="q-playground__problems" role="alert">
            {problems.map((p) => (
              <li>{p}</li>
            ))}
          </ul>
        )}
        <ServerFields spec={spec} values={values} set={set} />
        <SecurityFields spec={spec} values={values} set={set} />
        <ParameterFields spec={spec} values={values} set={set} />
        <BodyFields spec={spec} values={values} set={set} />
      </form>
      <div class="q-playground__side">
        <RequestPreview spec={spec} values={values} url={url} pageUrl={runtime?.pageUrl} />
        {result && <ResponsePanel result={result} />}
      </div>
    </div>
  );
}
