import { englishText, type PageText } from '@quire/i18n/page';
import type { PlaygroundField } from '../../api/playground-field.js';
import type { PlaygroundBody, PlaygroundSpec } from '../../api/playground-spec.js';
import { formatRequestUrl, requestUrl } from './request-url.js';
import { listItems, typedFieldValue } from './typed-field-value.js';
import { credentialHeaders } from './credential-headers.js';
import type { FieldValue, PlaygroundValues } from './playground-values.js';

/** A request ready to send: what `fetch` gets directly, or what the proxy request carries. */
export interface PlaygroundRequest {
  readonly method: string;
  readonly url: string;
  /** In order; a `Cookie` header can only be sent through the proxy. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string | URLSearchParams | FormData | Blob;
  /** Why the request cannot be sent yet (a missing path parameter, no base URL). */
  readonly problems: readonly string[];
}

async function jsonFromFields(
  fields: readonly PlaygroundField[],
  values: Readonly<Record<string, FieldValue>>,
): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = await typedFieldValue(field, values[field.name]);
    if (value !== undefined) out[field.name] = value;
  }
  return JSON.stringify(out, null, 2);
}

function formBody(
  fields: readonly PlaygroundField[],
  values: Readonly<Record<string, FieldValue>>,
  multipart: boolean,
): URLSearchParams | FormData {
  const form = multipart ? new FormData() : new URLSearchParams();
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') {
      if (form instanceof FormData) form.append(field.name, value, value.name);
    } else if (field.kind === 'array') {
      for (const item of listItems(value)) form.append(field.name, item);
    } else form.append(field.name, value);
  }
  return form;
}

async function bodyOf(
  media: PlaygroundBody,
  values: PlaygroundValues['body'],
): Promise<{ body?: PlaygroundRequest['body']; type?: string }> {
  const declared = media.mediaType === '*/*' ? 'application/json' : media.mediaType;
  switch (media.mode) {
    case 'json': {
      const text =
        values.editor === 'form' && media.fields.length > 0
          ? await jsonFromFields(media.fields, values.fields)
          : values.text;
      return text.trim() === '' ? {} : { body: text, type: declared };
    }
    case 'form':
      return { body: formBody(media.fields, values.fields, false) };
    case 'multipart':
      return { body: formBody(media.fields, values.fields, true) };
    case 'text':
      return values.text === '' ? {} : { body: values.text, type: declared };
    case 'binary':
      return values.file ? { body: values.file, type: values.file.type || declared } : {};
  }
}

function paramHeaders(spec: PlaygroundSpec, values: PlaygroundValues): [string, string][] {
  const headers: [string, string][] = [];
  for (const field of spec.parameters.header) {
    const value = values.params.header[field.name];
    if (typeof value === 'string' && value !== '') headers.push([field.name, value]);
  }
  const cookies = spec.parameters.cookie.flatMap((field) => {
    const value = values.params.cookie[field.name];
    return typeof value === 'string' && value !== ''
      ? [`${field.name}=${encodeURIComponent(value)}`]
      : [];
  });
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  return headers;
}

/** Turns the form state into the request: URL with path and query, headers, credentials, body. */
export async function buildPlaygroundRequest(
  spec: PlaygroundSpec,
  values: PlaygroundValues,
  pageUrl?: string,
  say: PageText = englishText,
): Promise<PlaygroundRequest> {
  const url = requestUrl(spec, values, pageUrl, say);
  const headers = paramHeaders(spec, values);
  const auth = credentialHeaders(spec.security[values.security], values.credentials);
  auth.query.forEach(([k, v]) => url.query.push([k, v]));
  headers.push(...auth.headers);
  if (auth.cookies.length > 0) {
    const existing = headers.findIndex(([k]) => k === 'Cookie');
    const joined = [...(existing >= 0 ? [headers[existing]![1]] : []), ...auth.cookies].join('; ');
    if (existing >= 0) headers.splice(existing, 1);
    headers.push(['Cookie', joined]);
  }
  const media = spec.body?.media[values.body.media];
  const noBody = spec.method === 'GET' || spec.method === 'HEAD';
  const { body, type } = media && !noBody ? await bodyOf(media, values.body) : {};
  if (type && !headers.some(([k]) => k.toLowerCase() === 'content-type'))
    headers.push(['Content-Type', type]);
  return {
    method: spec.method,
    url: formatRequestUrl(url),
    headers,
    ...(body !== undefined ? { body } : {}),
    problems: url.problems,
  };
}
