/** CORS headers of the browser endpoints: any origin, with the Authorization header, no cookies. */
export const BROWSER_CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-expose-headers': 'Retry-After, X-RateLimit-Limit, X-RateLimit-Reset',
  'access-control-max-age': '600',
};

/**
 * The response with the browser CORS headers: set on it where its headers may change (a response
 * the server made: no copy of it, nor of its body), else on a copy (a response `fetch` returned,
 * whose headers are immutable).
 */
export function withBrowserCors(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(BROWSER_CORS_HEADERS))
      response.headers.set(name, value);
    return response;
  } catch {
    // A copy's headers may change: the same status, headers and body, then the CORS headers set.
    return withBrowserCors(new Response(response.body, response));
  }
}
