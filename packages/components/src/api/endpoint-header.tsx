import type { VNode } from 'preact';
import type { EndpointPage } from '@quire/openapi';
import { CopyButton } from '../code/copy-button.js';
import { useComponentText } from '../env/components-env.js';
import { MethodBadge } from './method-badge.js';

/**
 * A run of a path with a line-break opportunity after each slash, where a wrapped path reads
 * best; not after the path's leading slash, which would stand alone on its line.
 */
const breakable = (text: string, start: boolean) => {
  const pieces = text.split(/(?<=\/)/);
  if (start && pieces[0] === '/' && pieces.length > 1) pieces.splice(0, 2, `/${pieces[1]!}`);
  return pieces.flatMap((piece, i) => (i === 0 ? [piece] : [<wbr />, piece]));
};

/** `/pets/{petId}` with each `{param}` marked. */
function PathText(props: { readonly path: string }): VNode {
  const parts = props.path.split(/(\{[^}]+\})/).filter((p) => p !== '');
  return (
    <span class="q-api-endpoint__path">
      {parts.map((p, i) =>
        p.startsWith('{') ? <span class="q-api-endpoint__param">{p}</span> : breakable(p, i === 0),
      )}
    </span>
  );
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The endpoint line: method badge and path (with `api.url: "full"`, the base URL before it), a
 * copy button when `copyable`, and a server selector when the spec has several servers (the
 * client swaps the base URL and tells the playground): each option shows its URL, the server's
 * description is its hint; and the "Try it" button that opens the playground panel.
 */
/** The "Try it" button: the id of the playground panel it opens; `gated` until the client has loaded that panel. */
export interface TryItButton {
  readonly panel: string;
  readonly gated: boolean;
}

export function EndpointHeader(props: {
  readonly page: EndpointPage;
  readonly fullUrl: boolean;
  readonly copyable: boolean;
  readonly tryIt?: TryItButton | undefined;
}): VNode {
  const { page } = props;
  const say = useComponentText();
  const webhook = page.kind === 'webhook';
  const first = page.servers[0];
  const showBase = props.fullUrl && !webhook && first !== undefined;
  const copyValue = first && !webhook ? `${trimSlash(first.url)}${page.path}` : page.path;
  return (
    <div
      class="q-api-endpoint"
      data-method={webhook ? 'webhook' : page.method}
      data-path={page.path}
    >
      <MethodBadge method={page.method} webhook={webhook} />
      <code
        class="q-api-endpoint__url"
        title={`${showBase ? trimSlash(first.url) : ''}${page.path}`}
      >
        {showBase && (
          <span class="q-api-endpoint__base" data-q-base-url="">
            {trimSlash(first.url)}
          </span>
        )}
        {webhook ? (
          <span class="q-api-endpoint__path">{page.path}</span>
        ) : (
          <PathText path={page.path} />
        )}
      </code>
      {page.deprecated && (
        <span class="q-field__badge q-field__badge--deprecated">
          {say('playground.deprecated')}
        </span>
      )}
      {props.copyable && (
        <CopyButton
          label={say('api.copyEndpointUrl')}
          value={copyValue}
          class="q-api-endpoint__copy"
        />
      )}
      {!webhook && page.servers.length > 1 && (
        <select
          class="q-api-endpoint__servers"
          data-q-server-select=""
          aria-label={say('playground.server')}
        >
          {page.servers.map((s, i) => (
            <option
              value={String(i)}
              data-url={trimSlash(s.url)}
              selected={i === 0}
              title={s.description}
            >
              {trimSlash(s.url)}
            </option>
          ))}
        </select>
      )}
      {props.tryIt && (
        <button
          type="button"
          class="q-api-endpoint__try"
          popovertarget={props.tryIt.panel}
          hidden={props.tryIt.gated}
          data-q-playground-try={props.tryIt.panel}
        >
          {say('playground.tryIt')}
        </button>
      )}
    </div>
  );
}
