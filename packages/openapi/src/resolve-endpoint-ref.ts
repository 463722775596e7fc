import { closestMatches, editDistance } from '@quire/diagnostics';
import { findSpec } from './find-spec.js';
import type { OpenApiIndex, OpenApiSpec, OperationEntry } from './openapi-index.js';
import { formatEndpointRef, isWebhookRef, type EndpointRef } from './parse-endpoint-ref.js';
import { isRemoteSpec, normalizeSpecPath } from './spec-sources.js';
import { specsForMisnamedSpec } from './specs-for-misnamed-spec.js';

/** How an endpoint reference resolved. */
export type EndpointResolution =
  | {
      readonly ok: true;
      readonly operation: OperationEntry;
      /** Other specs that also define the operation (the first by file name won). */
      readonly alsoIn: readonly string[];
      /** The spec as the reference names it, when no spec is at that path and the operation was found elsewhere. */
      readonly misnamedSpec?: string;
    }
  | { readonly ok: false; readonly reason: 'spec-not-found'; readonly spec: string }
  | { readonly ok: false; readonly reason: 'spec-unavailable'; readonly specs: readonly string[] }
  | { readonly ok: false; readonly reason: 'spec-broken'; readonly specs: readonly string[] }
  | {
      readonly ok: false;
      readonly reason: 'operation-not-found';
      /** The specs searched. */
      readonly specs: readonly string[];
      /** The closest operations, as references (`GET /users`), best first. */
      readonly suggestions: readonly string[];
    };

export interface ResolveEndpointOptions {
  /** The spec sources inherited from the navigation (`openapi` of the nearest element, else `api.openapi`). */
  readonly inheritedSpecs?: readonly string[];
  /** The page file the reference is written in (frontmatter `openapi`), for a spec path read from its folder. */
  readonly from?: string;
}

/**
 * Finds the operation an endpoint reference names. With a spec token, in that spec; without one,
 * in the inherited specs, else in every local spec; when several define it, the first by file name
 * wins. Path lookup is exact first, then ignores a trailing slash.
 */
export function resolveEndpointRef(
  index: OpenApiIndex,
  ref: EndpointRef,
  options: ResolveEndpointOptions = {},
): EndpointResolution {
  const candidates = candidateSpecs(index, ref, options);
  if (!Array.isArray(candidates))
    return options.from === undefined
      ? candidates
      : misnamedSpec(index, ref, candidates, options.from);
  const usable = candidates.filter((s) => s.status === 'ok');
  const matches = usable
    .map((spec) => findOperation(spec, ref))
    .filter((op): op is OperationEntry => op !== undefined);
  const [first, ...rest] = matches;
  if (first) return { ok: true, operation: first, alsoIn: rest.map((op) => op.spec) };
  const unavailable = candidates.filter((s) => s.status === 'unavailable').map((s) => s.id);
  if (unavailable.length > 0) return { ok: false, reason: 'spec-unavailable', specs: unavailable };
  if (usable.length === 0 && candidates.length > 0)
    return { ok: false, reason: 'spec-broken', specs: candidates.map((s) => s.id) };
  return {
    ok: false,
    reason: 'operation-not-found',
    specs: candidates.map((s) => s.id),
    suggestions: suggest(usable, ref),
  };
}

/**
 * A spec token in a page's frontmatter that names no spec: the reference platform still finds the
 * operation (near the page, in a spec whose path contains the name, else in any spec), so the first
 * that has it wins. In the navigation such a token stays an error, as it is there.
 */
function misnamedSpec(
  index: OpenApiIndex,
  ref: EndpointRef,
  notFound: Extract<EndpointResolution, { reason: 'spec-not-found' }>,
  from: string,
): EndpointResolution {
  if (isRemoteSpec(notFound.spec)) return notFound;
  for (const spec of specsForMisnamedSpec(index, ref.spec ?? '', from)) {
    const operation = spec.status === 'ok' ? findOperation(spec, ref) : undefined;
    if (operation)
      return { ok: true, operation, alsoIn: [], misnamedSpec: ref.spec ?? notFound.spec };
  }
  return notFound;
}

function candidateSpecs(
  index: OpenApiIndex,
  ref: EndpointRef,
  options: ResolveEndpointOptions,
): OpenApiSpec[] | Extract<EndpointResolution, { reason: 'spec-not-found' }> {
  if (ref.spec !== undefined) {
    const spec = findSpec(index, ref.spec);
    return spec
      ? [spec]
      : { ok: false, reason: 'spec-not-found', spec: normalizeSpecPath(ref.spec) };
  }
  const inherited = (options.inheritedSpecs ?? [])
    .map((source) => findSpec(index, source))
    .filter((s): s is OpenApiSpec => s !== undefined);
  const pool = inherited.length > 0 ? inherited : index.specs.filter((s) => s.origin === 'file');
  return [...new Set(pool)].sort(byFileName);
}

function byFileName(a: OpenApiSpec, b: OpenApiSpec): number {
  if (a.origin !== b.origin) return a.origin === 'file' ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The operation of `spec` that `ref` names: exact path first, then ignoring a trailing slash. */
export function findOperation(spec: OpenApiSpec, ref: EndpointRef): OperationEntry | undefined {
  if (isWebhookRef(ref)) return spec.webhooks.find((w) => w.path === ref.webhook);
  const sameMethod = spec.operations.filter((op) => op.method === ref.method);
  const exact = sameMethod.find((op) => op.path === ref.path);
  if (exact) return exact;
  const bare = trimSlash(ref.path);
  return sameMethod.find((op) => trimSlash(op.path) === bare);
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function suggest(specs: readonly OpenApiSpec[], ref: EndpointRef): string[] {
  if (isWebhookRef(ref)) {
    const names = specs.flatMap((s) => s.webhooks.map((w) => `webhook ${w.path}`));
    const close = closestMatches(`webhook ${ref.webhook}`, new Set(names), 3);
    return close.length > 0
      ? close
      : nearestByDistance(`webhook ${ref.webhook}`, [...new Set(names)]);
  }
  const all = new Set(
    specs.flatMap((s) =>
      s.operations.map((op) => formatEndpointRef({ method: op.method, path: op.path })),
    ),
  );
  const samePath = [...all].filter(
    (r) => trimSlash(r.slice(r.indexOf(' ') + 1)) === trimSlash(ref.path),
  );
  const wanted = formatEndpointRef({ method: ref.method, path: ref.path });
  const close = closestMatches(wanted, all, 3);
  const nearest = close.length > 0 ? close : nearestByDistance(wanted, [...all]);
  return [...new Set([...samePath, ...nearest])].slice(0, 3);
}

/** The three candidates at the smallest edit distance, however far: a small spec always gets suggestions. */
function nearestByDistance(wanted: string, candidates: readonly string[]): string[] {
  return candidates
    .map((c) => ({ c, d: editDistance(wanted.toLowerCase(), c.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : 1))
    .slice(0, 3)
    .map((x) => x.c);
}
