import { toHttpMethod, type HttpMethod } from './http-methods.js';

/** `[spec] METHOD path`: an operation of a spec. */
export interface OperationRef {
  readonly spec?: string;
  readonly method: HttpMethod;
  readonly path: string;
}

/** `[spec] webhook name`: a webhook of a spec. */
export interface WebhookRef {
  readonly spec?: string;
  readonly webhook: string;
}

export type EndpointRef = OperationRef | WebhookRef;

export function isWebhookRef(ref: EndpointRef): ref is WebhookRef {
  return 'webhook' in ref;
}

/**
 * Parses an endpoint reference: two or three whitespace-separated tokens,
 * `[spec] METHOD path` (method in any case, path starting with `/`) or `[spec] webhook name`.
 * Anything else is not an endpoint reference and gives undefined: in a `pages` array such a
 * string is a page path.
 */
export function parseEndpointRef(text: string): EndpointRef | undefined {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return undefined;
  const [first, second, third] = tokens as [string, string, string?];
  const spec = third === undefined ? undefined : first;
  const verb = third === undefined ? first : second;
  const target = third === undefined ? second : third;
  const specPart = spec === undefined ? {} : { spec };
  if (verb.toLowerCase() === 'webhook') return { ...specPart, webhook: target };
  const method = toHttpMethod(verb);
  if (!method || !target.startsWith('/')) return undefined;
  return { ...specPart, method, path: target };
}

/** The reference as text, `[spec] METHOD /path` (method in capitals) or `[spec] webhook name`. */
export function formatEndpointRef(ref: EndpointRef): string {
  const prefix = ref.spec === undefined ? '' : `${ref.spec} `;
  return isWebhookRef(ref)
    ? `${prefix}webhook ${ref.webhook}`
    : `${prefix}${ref.method.toUpperCase()} ${ref.path}`;
}
