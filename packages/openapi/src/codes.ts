import { defineCodes } from '@quire/diagnostics';

/** The diagnostic codes of the `openapi` package. Codes are permanent. */
export const openapiCodes = defineCodes({
  'openapi/spec-not-found': {
    severity: 'error',
    title: 'An OpenAPI spec named in docs.json or in an endpoint reference does not exist',
    description:
      'An `openapi` setting (on `api` or on a navigation element) or the spec token of an endpoint reference ' +
      'names a file that is not in the repository. Paths are relative to the docs root, with or without a ' +
      'leading slash and with or without the extension (`v3-openapi` finds `v3-openapi.yaml`). Fix the path, ' +
      'or add the file.',
  },
  'openapi/spec-path-mismatch': {
    severity: 'warning',
    title: "A page's frontmatter `openapi` names its spec by a path that is not from the docs root",
    description:
      "The spec token of a page's frontmatter `openapi` (`openapi: ../api.json POST /users`, say) names no " +
      'file at that path from the docs root, but the operation is found the way the reference platform finds ' +
      "it: first with the path read from the page's folder, then in a spec whose path contains the name as " +
      'written, then in any other spec. The page is built with that operation. Write the path from the docs ' +
      "root, as the hint shows, so that the reference cannot silently move to another spec. In the navigation's " +
      '`pages`, a spec token that names no spec stays an error (`openapi/spec-not-found`), as it is there.',
  },
  'openapi/invalid-spec': {
    severity: 'error',
    title: 'An OpenAPI spec cannot be parsed or does not follow the OpenAPI schema',
    description:
      'The spec has a JSON or YAML syntax error, is not an OpenAPI 3.0, 3.1 or Swagger 2.0 document, breaks ' +
      'the official OpenAPI schema, or has a `$ref` that points nowhere. It is reported at the line and ' +
      'column of the problem: as an error when the navigation or a page uses the spec, as a warning when ' +
      'nothing does. A YAML spec whose `[...]`/`{...}` collections nest more than 256 levels deep is refused ' +
      'here too (the YAML reader cannot follow such nesting); JSON specs may nest deeper.',
  },
  'openapi/spec-unreadable': {
    severity: 'error',
    title: 'An OpenAPI spec named in docs.json is there but was not read',
    description:
      'The spec path names something Quire does not read: a folder, a named pipe, a device or a socket ' +
      '(reading those could hang the build), a file over the 25 MB limit, a file the process may not read, ' +
      'or a symbolic link that leads outside the docs root. The message says which, and by how much a large ' +
      'file is over the limit. Point at a regular spec file inside the docs root (a large spec can be split ' +
      'into files joined by `$ref`).',
  },
  'openapi/remote-unavailable': {
    severity: 'warning',
    title: 'A remote OpenAPI spec could not be fetched',
    description:
      'An `openapi` setting names an `https://` URL and the spec could not be downloaded (no network, or the ' +
      'server refused) and no cached copy exists. The build goes on without it; pages that depend on it are ' +
      'reported with `openapi/unverified-reference`. Run again with network access, or commit the spec to ' +
      'the repository and point to the file.',
  },
  'openapi/unverified-reference': {
    severity: 'warning',
    title: 'An endpoint reference depends on a remote spec that could not be fetched',
    description:
      'The reference resolves against a remote spec that is unavailable, so Quire cannot tell whether the ' +
      'operation exists and cannot build its page. It is checked again when the spec can be fetched.',
  },
  'openapi/unresolved-operation': {
    severity: 'error',
    title: 'An endpoint reference names an operation that no spec has',
    description:
      'A `pages` entry such as `"GET /users"` or a page whose frontmatter says `openapi: POST /users` names ' +
      'a method and path (or a webhook) that the spec does not define. Path lookup is exact, then ignores a ' +
      'trailing slash. The message lists the closest operations; fix the reference or the spec. In the ' +
      "navigation it is an error; in a page's frontmatter a warning (in `validate`, `build` and `dev` alike): " +
      'the page is built, with the problem as a notice where the reference would be.',
  },
  'openapi/ambiguous-operation': {
    severity: 'warning',
    title: 'An endpoint reference without a spec matches operations in several specs',
    description:
      'The reference has no spec token and several candidate specs define the operation. The first spec by ' +
      'file name is used. Put the spec path in front of the method (`"openapi.json GET /users"`) to choose.',
  },
  'openapi/invalid-reference': {
    severity: 'warning',
    title: 'A frontmatter `openapi` value is not an endpoint reference',
    description:
      'Frontmatter `openapi:` must be `[spec] METHOD path` or `[spec] webhook name`: two or three ' +
      'whitespace-separated tokens, the method one of get, put, post, delete, options, head, patch, trace ' +
      '(any case), the path starting with `/`. The page is built, with the problem as a notice where the ' +
      'reference would be.',
  },
  'openapi/no-operations': {
    severity: 'warning',
    title: 'A spec used to generate pages defines no operations',
    description:
      'A navigation element has `openapi` and no endpoint references, so a page is generated for every ' +
      'operation, but the spec has no `paths` or `webhooks` (or all are `x-excluded`). Nothing is generated.',
  },
});

export type OpenApiCode = keyof typeof openapiCodes;
