import {
  findOperation,
  findSpec,
  isRemoteSpec,
  specsForMisnamedSpec,
  type EndpointRef,
  type OpenApiIndex,
  type OpenApiSpec,
  type OperationEntry,
} from '@quire/openapi';

const byFileName = (a: OpenApiSpec, b: OpenApiSpec): number =>
  a.origin !== b.origin ? (a.origin === 'file' ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function firstOperation(
  specs: readonly OpenApiSpec[],
  ref: EndpointRef,
): OperationEntry | undefined {
  for (const spec of specs) {
    const op = spec.status === 'ok' ? findOperation(spec, ref) : undefined;
    if (op) return op;
  }
  return undefined;
}

/**
 * The operation an endpoint reference names, by the rules of `resolveEndpointRef`: in the spec it
 * names; else in the inherited specs; else in every local spec; the first by file name wins. Unlike
 * it, a miss costs nothing (no suggestions are computed): navigation leaves misses out and
 * `collectOpenApiDiagnostics` reports them. In a page's frontmatter (`from`, the page's path), a
 * spec token that names no spec is looked for as `specsForMisnamedSpec` says.
 */
export function findOperationForRef(
  index: OpenApiIndex,
  ref: EndpointRef,
  inheritedSpecs: readonly string[],
  from?: string,
): OperationEntry | undefined {
  let pool: OpenApiSpec[];
  if (ref.spec !== undefined) {
    const spec = findSpec(index, ref.spec);
    // A misnamed spec keeps the order of the look-up (near the page first), not the file names'.
    if (!spec)
      return from === undefined || isRemoteSpec(ref.spec)
        ? undefined
        : firstOperation(specsForMisnamedSpec(index, ref.spec, from), ref);
    pool = [spec];
  } else {
    const inherited = inheritedSpecs
      .map((s) => findSpec(index, s))
      .filter((s): s is OpenApiSpec => s !== undefined);
    pool = inherited.length > 0 ? inherited : index.specs.filter((s) => s.origin === 'file');
  }
  for (const spec of [...new Set(pool)].filter((s) => s.status === 'ok').sort(byFileName)) {
    const op = findOperation(spec, ref);
    if (op) return op;
  }
  return undefined;
}
