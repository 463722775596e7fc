import type { VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PlaygroundSpec } from '../../api/playground-spec.js';
import { buildPlaygroundRequest } from './build-playground-request.js';
import { curlCommand } from './curl-command.js';
import { usePlaygroundText } from './playground-text.js';
import type { PlaygroundValues } from './playground-values.js';

/**
 * The request the form describes, as cURL, redrawn as the reader fills the fields (the URL alone
 * until the browser has built the whole request).
 */
export function RequestPreview(props: {
  readonly spec: PlaygroundSpec;
  readonly values: PlaygroundValues;
  readonly url: string;
  readonly pageUrl: string | undefined;
}): VNode {
  const { spec, values, pageUrl } = props;
  const say = usePlaygroundText();
  const [text, setText] = useState(() =>
    curlCommand({ method: spec.method, url: props.url, headers: [] }),
  );
  useEffect(() => {
    let current = true;
    void buildPlaygroundRequest(spec, values, pageUrl, say).then((request) => {
      if (current) setText(curlCommand(request));
    });
    return () => {
      current = false;
    };
  }, [spec, values, pageUrl, say]);
  return (
    <div class="q-playground__request">
      <p class="q-playground__side-title">{say('playground.request')}</p>
      <pre class="q-playground__curl" data-q-playground-request="">
        <code>{text}</code>
      </pre>
    </div>
  );
}
