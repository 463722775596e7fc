import { findOperation, findSpec, type EndpointRef, type OpenApiIndex, type OpenApiSpec, type OperationEntry } from '@quire/openapi';

const byFileName = (a: OpenApiSpec, b: OpenApiSpec): number =>
  a.origin !== b.origin ? (a.origin === 'file' ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The operation an endpoint reference names, by the rules of `resolveEndpointRef`: in the spec it
 * names; else in the inherited specs; else in every local spec; the first by file name wins. Unlike
 * it, a miss costs nothing (no suggestions are computed): navigation leaves misses out and
 * `collectOpenApiDiagnostics` reports them.
 */
export function findOperationForRef(index: OpenApiIndex, ref: EndpointRef, inheritedSpecs: readonly string[]): OperationEntry | undefined {
  let pool: OpenApiSpec[];
  if (ref.spec !== undefined) {
    const spec = findSpec(index, ref.spec);
    pool = spec ? [spec] : [];
  } else {
    const inherited = inheritedSpecs.map((s) => findSpec(index, s)).filter((s): s is OpenApiSpec => s !== undefined);
    pool = inherited.length > 0 ? inherited : index.specs.filter((s) => s.origin === 'file');
  }
  for (const spec of [...new Set(pool)].filter((s) => s.status === 'ok').sort(byFileName)) {
    const op = findOperation(spec, ref);
    if (op) return op;
  }
  return undefined;
}
