const METHODS = new Set([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'webhook',
]);

/**
 * True when a `pages` entry is an endpoint reference rather than a page path: two or three
 * whitespace-separated tokens, `[spec] METHOD path` or `[spec] webhook name`, with the method
 * (or `webhook`) in any case. Such entries are resolved against OpenAPI specs, not files.
 */
export function isEndpointReference(entry: string): boolean {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return false;
  const method = tokens[tokens.length - 2] ?? '';
  return METHODS.has(method.toLowerCase());
}
