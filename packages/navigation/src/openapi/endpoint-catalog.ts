import type { Icon, OperationRef } from '../model.js';
import type { SpecSource } from '../read/spec-node.js';

/** A page generated from one operation or webhook of a spec (or one channel of an AsyncAPI document). */
export interface GeneratedEndpoint {
  /** The page path, without a leading slash (`api-reference/users/list-users`). */
  readonly slug: string;
  readonly kind: 'endpoint' | 'webhook';
  readonly title: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly icon?: Icon;
  readonly tag?: string;
  readonly deprecated: boolean;
  /** `x-hidden`: the page is generated and routed but not listed. */
  readonly hidden: boolean;
  readonly operation: OperationRef;
}

/** The pages of one tag of a spec, in spec order. */
export interface GeneratedGroup {
  readonly label: string;
  readonly pages: readonly GeneratedEndpoint[];
}

/** What an endpoint page's frontmatter `openapi` names. */
export interface FrontmatterOperation {
  readonly operation: OperationRef;
  readonly kind: 'endpoint' | 'webhook';
  readonly title?: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly deprecated: boolean;
}

/**
 * What navigation needs from the loaded API specs. `createEndpointCatalog` builds it over an
 * `OpenApiIndex`; resolution never reads files itself. Problems with specs and references are
 * reported by `collectOpenApiDiagnostics`, not here: what does not resolve is left out.
 */
export interface EndpointCatalog {
  /** True when a `pages` entry is an endpoint reference rather than a page path. */
  isEndpointRef(text: string): boolean;
  /** True when an endpoint reference names its spec (`openapi.json GET /users`). */
  hasSpec(text: string): boolean;
  /** The page of an endpoint listed in `pages`, resolved against the specs of the nearest element that declares `openapi`. */
  listed(text: string, inherited: readonly SpecSource[]): GeneratedEndpoint | undefined;
  /** Every page of the `openapi` specs of one element, one group per tag (bulk generation). */
  bulk(sources: readonly SpecSource[]): readonly GeneratedGroup[];
  /** A page per channel of the `asyncapi` documents of one element, in one group. */
  bulkAsync(sources: readonly SpecSource[]): readonly GeneratedGroup[];
  /** The operation named by the frontmatter `openapi` of the page `path` (file without extension), when it resolves. */
  frontmatter(value: string, path: string): FrontmatterOperation | undefined;
}
