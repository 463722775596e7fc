import type { EndpointPage, MediaTypeModel, ParameterModel, ServerModel } from '@quire/openapi';
import type { ReferenceSettings } from './reference-settings.js';
import { bodyFieldsOf, playgroundFieldOf, type PlaygroundField } from './playground-field.js';
import { credentialOf, type CredentialModel } from './security-credential.js';

/** How the playground sends a body of one media type. */
export type PlaygroundBodyMode = 'json' | 'form' | 'multipart' | 'text' | 'binary';

export interface PlaygroundBody {
  readonly mediaType: string;
  readonly mode: PlaygroundBodyMode;
  /** Top-level properties as inputs (json, form, multipart). */
  readonly fields: readonly PlaygroundField[];
  /** The first example (given or generated) as editor text (pretty JSON, or the text), shown as the placeholder. */
  readonly example?: string;
  /** The text the editor starts with: an example the spec gives, with `api.examples.prefill`. */
  readonly value?: string;
}

/** A credential input; `value` is the scheme's `x-default` (always prefilled). */
export type PlaygroundCredential = CredentialModel & { readonly value?: string };

/** One way to authenticate: all of its credentials together. */
export interface PlaygroundSecurityOption {
  readonly label: string;
  readonly credentials: readonly PlaygroundCredential[];
}

/** Everything the browser needs to draw the playground and send its request; plain JSON. */
export interface PlaygroundSpec {
  readonly version: 1;
  readonly id: string;
  /** Upper case (`POST`). */
  readonly method: string;
  readonly path: string;
  readonly servers: readonly ServerModel[];
  readonly parameters: {
    readonly path: readonly PlaygroundField[];
    readonly query: readonly PlaygroundField[];
    readonly header: readonly PlaygroundField[];
    readonly cookie: readonly PlaygroundField[];
  };
  readonly body?: { readonly required: boolean; readonly media: readonly PlaygroundBody[] };
  /** Alternatives; empty when the endpoint needs no credentials. */
  readonly security: readonly PlaygroundSecurityOption[];
  /** Send through the site's server (`POST /_quire/proxy`) rather than from the browser. */
  readonly proxy: boolean;
  /** Direct requests include cookies and credentials cross-origin. */
  readonly credentials: boolean;
}

/** The mode a media type's body is edited and sent in. */
export function bodyModeOf(mediaType: string): PlaygroundBodyMode {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type.startsWith('multipart/')) return 'multipart';
  if (
    type.startsWith('text/') ||
    type.endsWith('xml') ||
    type.endsWith('+yaml') ||
    type === 'application/yaml'
  )
    return 'text';
  return 'binary';
}

function exampleText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function bodyOf(media: MediaTypeModel, page: EndpointPage, prefill: boolean): PlaygroundBody {
  const mode = bodyModeOf(media.mediaType);
  const first = media.examples[0];
  const example = mode === 'binary' ? undefined : exampleText(first?.value);
  const given = first && !first.generated ? first.value : undefined;
  const fields =
    mode === 'json' || mode === 'form' || mode === 'multipart'
      ? bodyFieldsOf(media.schema, page.definitions, prefill, given)
      : [];
  return {
    mediaType: media.mediaType,
    mode,
    fields,
    ...(example !== undefined ? { example } : {}),
    ...(prefill && given !== undefined && example !== undefined ? { value: example } : {}),
  };
}

function fieldsOf(
  params: readonly ParameterModel[],
  page: EndpointPage,
  prefill: boolean,
): PlaygroundField[] {
  return params.map((p) => playgroundFieldOf(p, page.definitions, prefill));
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable name, the same in Node and the browser. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** A stable file-name-safe id for the playground of an endpoint: `post-pets-petid-adopt-1a2b3c4d`. */
export function playgroundIdFor(page: Pick<EndpointPage, 'spec' | 'method' | 'path'>): string {
  const readable = `${page.method}-${page.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${readable}-${shortHash(`${page.spec}\n${page.method}\n${page.path}`)}`;
}

/** The playground of an endpoint page as plain JSON (embedded in the page, or a gated file). */
export function playgroundSpecFor(
  page: EndpointPage,
  settings: ReferenceSettings,
  id: string = playgroundIdFor(page),
): PlaygroundSpec {
  const prefill = settings.examples.prefill;
  const body = page.requestBody;
  return {
    version: 1,
    id,
    method: page.method.toUpperCase(),
    path: page.path,
    servers: page.servers,
    parameters: {
      path: fieldsOf(page.parameters.path, page, prefill),
      query: fieldsOf(page.parameters.query, page, prefill),
      header: fieldsOf(page.parameters.header, page, prefill),
      cookie: fieldsOf(page.parameters.cookie, page, prefill),
    },
    ...(body && body.content.length > 0
      ? {
          body: {
            required: body.required,
            media: body.content.map((m) => bodyOf(m, page, prefill)),
          },
        }
      : {}),
    security: page.security
      .filter((r) => r.schemes.length > 0)
      .map((r) => ({
        label: r.schemes.map((s) => s.key).join(' + '),
        credentials: r.schemes.map((s) => {
          const c = credentialOf(s);
          return c.defaultValue !== undefined ? { ...c, value: c.defaultValue } : c;
        }),
      })),
    proxy: settings.proxy,
    credentials: settings.credentials,
  };
}
