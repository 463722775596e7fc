/** A request as code samples write it: method, URL, query, headers and body with example values. */
export interface SampleRequest {
  readonly method: string;
  /** Base URL and path; path parameters stay as `{name}`. */
  readonly url: string;
  readonly query: readonly (readonly [string, string])[];
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: SampleBody;
}

export type SampleBody =
  | { readonly kind: 'json'; readonly mediaType: string; readonly value: unknown }
  | {
      readonly kind: 'form' | 'multipart';
      readonly mediaType: string;
      readonly fields: readonly (readonly [string, string])[];
    }
  | { readonly kind: 'text'; readonly mediaType: string; readonly text: string };

/** The URL with its query string. */
export function fullUrl(req: SampleRequest): string {
  if (req.query.length === 0) return req.url;
  return `${req.url}?${req.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The body as the text sent on the wire (JSON pretty-printed with two spaces). */
export function bodyText(body: SampleBody): string {
  if (body.kind === 'json') return JSON.stringify(body.value, null, 2);
  if (body.kind === 'text') return body.text;
  return body.fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** Quotes text for a double-quoted string literal of C-like languages. */
export function quoted(text: string): string {
  return JSON.stringify(text);
}
