/** What an API error code means: its HTTP status, a one-line title and what to do about it. */
export interface ApiErrorCodeInfo {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;
  readonly title: string;
  readonly description: string;
}

/**
 * The error codes every route may answer with. Codes are permanent: never renamed, never reused. A route
 * module's own codes are a table of its own (`defineApiErrorCodes`), joined in `API_ERROR_CODES`.
 */
export const CORE_API_ERROR_CODES = {
  auth_missing: {
    status: 401,
    title: 'No API key',
    description:
      'The request has no `Authorization` header. Send `Authorization: Bearer <key>` with a key from `quire keys create`.',
  },
  auth_malformed: {
    status: 401,
    title: 'Not an API key',
    description:
      'The `Authorization` header is not `Bearer <key>`, or the key does not have the shape of a Quire key (`svc_dsc_…` or `svc_…`). Copy the whole key that `quire keys create` printed.',
  },
  auth_unknown_key: {
    status: 401,
    title: 'Unknown API key',
    description:
      'No key with this value exists on this server (it may belong to another server or database). Create one with `quire keys create`.',
  },
  auth_revoked: {
    status: 401,
    title: 'Revoked API key',
    description:
      'The key was revoked with `quire keys revoke`. Create a new one with `quire keys create`.',
  },
  auth_expired: {
    status: 401,
    title: 'Expired API key',
    description:
      'The key is past its expiry date. Create a new one with `quire keys create` (`--expires` sets 7, 30, 60 or 90 days, or never).',
  },
  auth_admin_key_in_browser_endpoint: {
    status: 403,
    title: 'Admin key on a public endpoint',
    description:
      'An admin key (`svc_…`) is a server-side secret and is never accepted by the assistant, search and page endpoints, which browsers call. Use the public assistant key (`svc_dsc_…`) of the site: `quire keys create --kind assistant`. If the admin key was exposed, revoke it.',
  },
  auth_wrong_kind: {
    status: 403,
    title: 'Assistant key on an admin endpoint',
    description:
      'This endpoint needs an admin key (`svc_…`); a public assistant key (`svc_dsc_…`) cannot use it. Create one with `quire keys create --kind admin`.',
  },
  auth_wrong_scope: {
    status: 403,
    title: 'Key for another site or project',
    description:
      'The key belongs to another domain (assistant keys) or project (admin keys) than the one in the path. Use a key created with `--domain` or `--project` naming this one.',
  },
  auth_read_only: {
    status: 403,
    title: 'Read-only admin key',
    description:
      'The admin key has `read` access and the endpoint changes data. Create a key with `quire keys create --kind admin --access write`.',
  },
  auth_address_denied: {
    status: 403,
    title: 'Client address not allowed for this key',
    description:
      'The key only accepts requests from the address ranges it was created with (`--allow`), and this request came from elsewhere. Call from an allowed address or create a key allowing this one.',
  },
  cors_not_allowed: {
    status: 403,
    title: 'Browser origin not allowed',
    description:
      'Admin endpoints do not answer browsers: call them from a server with an admin key, not from a web page.',
  },
  unknown_domain: {
    status: 404,
    title: 'Unknown domain',
    description:
      'No site with this domain is served here. The served domains are in the server config (`sites`), or the one site named after it without a config.',
  },
  unknown_project: {
    status: 404,
    title: 'Unknown project',
    description:
      'No project with this projectId is served here. The served projects are in the server config (`projects`), or the one project named after the site without a config.',
  },
  page_not_found: {
    status: 404,
    title: 'Page not found',
    description: 'The site has no page at this path. Use a `path` returned by the search endpoint.',
  },
  not_found: {
    status: 404,
    title: 'No such endpoint',
    description: 'No API endpoint has this path. The endpoints are listed in the API reference.',
  },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    description:
      'The endpoint exists but not with this HTTP method; the `Allow` header lists the methods it takes.',
  },
  invalid_json: {
    status: 400,
    title: 'Body is not JSON',
    description:
      'The request body could not be parsed as JSON. Send a JSON object with `Content-Type: application/json`.',
  },
  body_too_deep: {
    status: 400,
    title: 'Body nested too deeply',
    description:
      'The JSON body nests arrays and objects more than 64 levels deep (the message gives the line and column of the first bracket past the bound). No endpoint takes bodies nearly that deep: send a flatter body.',
  },
  invalid_body: {
    status: 400,
    title: 'Body does not match the schema',
    description:
      'A field of the body is missing, of the wrong type or out of bounds; `field` names it (such as `messages[0].role`). Fix that field and send again.',
  },
  invalid_query: {
    status: 400,
    title: 'Query parameter not allowed',
    description:
      'A query parameter of the URL is malformed or out of bounds; `field` names it (such as `dateFrom` or `limit`). Fix it and send again.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'Body is not JSON',
    description:
      'Requests with a body must send `Content-Type: application/json`, in UTF-8: a body declared in another charset (`charset=latin1`) is refused rather than misread.',
  },
  body_too_large: {
    status: 413,
    title: 'Body too large',
    description:
      'The request body is over the server’s limit (`limits.bodyBytes`, 1 MB by default). Send less, or raise the limit in the server config.',
  },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    description:
      'The key or the client address made more requests in the current window than the server allows (`limits.perKey`, `limits.perAddress`). Wait the number of seconds in the `Retry-After` header.',
  },
  search_unavailable: {
    status: 503,
    title: 'No search index',
    description:
      'The site has no search index for this language and version. Rebuild the site with `quire build`, or pick a language and version it has.',
  },
  too_many_connections: {
    status: 503,
    title: 'Too many connections from this address',
    description:
      'The client address holds more open connections than the server allows (`http.connectionsPerAddress`, 256 by default); the connection is answered this and closed before its request is read. Reuse connections (keep-alive) or close some. Behind a proxy every connection comes from the proxy: raise the cap or set it to `false`.',
  },
  not_ready: {
    status: 503,
    title: 'Server still starting',
    description:
      'Answered by `GET /_quire/ready` while the server loads the search indexes of the sites it serves, which it starts doing when it starts. Send traffic once it answers 200; searches sent meanwhile are answered too, once the load they wait for is done.',
  },
  internal_error: {
    status: 500,
    title: 'Internal error',
    description:
      'Something failed inside the server. The server log has the details; please report it.',
  },
} as const satisfies Record<string, ApiErrorCodeInfo>;

/** A table of a route module's own codes; returned as is, typed. */
export const defineApiErrorCodes = <T extends Record<string, ApiErrorCodeInfo>>(codes: T): T =>
  codes;
