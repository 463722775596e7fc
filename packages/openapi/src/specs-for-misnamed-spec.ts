import { posix } from 'node:path';
import { findSpec } from './find-spec.js';
import type { OpenApiIndex, OpenApiSpec } from './openapi-index.js';
import { isRemoteSpec, specPathCandidates } from './spec-sources.js';

const byId = (a: OpenApiSpec, b: OpenApiSpec): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Where to look for the operation of a page's frontmatter `openapi` when the spec it names is not
 * at that path from the docs root, in order, as the reference platform finds a page's spec: the path read from the
 * page's folder (`../api.json` in `api/users/list.mdx` is `api/api.json`); then the local specs
 * whose path contains the name as written (`api.json` finds `reference/api.json`); then every
 * other local spec. `from` is the page (its file, or its path without the extension).
 */
export function specsForMisnamedSpec(
  index: OpenApiIndex,
  name: string,
  from: string,
): OpenApiSpec[] {
  const nearPage =
    !isRemoteSpec(name) && !name.startsWith('/')
      ? findSpec(index, posix.join(posix.dirname(from), name))
      : undefined;
  const local = index.specs.filter((s) => s.origin === 'file').sort(byId);
  const names = specPathCandidates(name);
  const containing = local.filter((s) => names.some((n) => s.id.includes(n)));
  return [...new Set([...(nearPage ? [nearPage] : []), ...containing, ...local])];
}
