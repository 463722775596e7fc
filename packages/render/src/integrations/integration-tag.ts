import type { JsonObject } from '../read-json.js';

/**
 * One tag a provider's snippet is made of: an external script (`src`, loaded `async` unless `attrs`
 * say `defer`) or an inline one. Inline scripts never wait for an external one: what must run after
 * the provider's library has loaded runs from the loader's `onload`, so the tags can be started in
 * any order (and later, once consent is given).
 */
export interface IntegrationTag {
  readonly provider: string;
  readonly src?: string | undefined;
  readonly inline?: string | undefined;
  readonly attrs?: Readonly<Record<string, string>> | undefined;
}

/** A provider's snippet: its tags for its docs.json settings, or undefined when a required id is missing. */
export type Snippet = (settings: JsonObject) => IntegrationTag[] | undefined;

/** A value as a JavaScript literal that is safe inside `<script>`. */
export const js = (v: unknown): string =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An inline script that loads `src` and then runs `then` (a statement). */
export const loadThen = (src: string, then: string): string =>
  `(function(d){var s=d.createElement('script');s.async=true;s.src=${js(src)};s.onload=function(){${then}};d.head.appendChild(s)})(document)`;

export const enc = encodeURIComponent;

/** A host setting (with or without `https://`) as an origin, or the provider's default. */
export const origin = (h: string | undefined, fallback: string): string =>
  h ? (/^https?:\/\//i.test(h) ? h : `https://${h}`).replace(/\/+$/, '') : fallback;
