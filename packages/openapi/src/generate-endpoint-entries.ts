import { claimSlug, endpointPageSlug, titleFromSlug } from './endpoint-page-slug.js';
import { findSpec } from './find-spec.js';
import type { OpenApiIndex, OpenApiSpec, OperationEntry } from './openapi-index.js';
import { formatEndpointRef } from './parse-endpoint-ref.js';
import { specSourcesOf, type SpecSource } from './spec-sources.js';

/** A generated endpoint page as the navigation lists it. */
export interface EndpointNavPage {
  readonly kind: 'endpoint';
  /** The page path without a leading slash (its URL is `/<path>`). */
  readonly path: string;
  readonly title: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly deprecated: boolean;
  /** `x-hidden`: the page is built and reachable but not shown in the navigation. */
  readonly hidden: boolean;
  /** The frontmatter the page would have (`x-mint.metadata`). */
  readonly metadata: Readonly<Record<string, unknown>>;
  /** The operation, as a reference with its spec: `openapi.json GET /users`. */
  readonly ref: string;
  readonly operation: OperationEntry;
}

/** One navigation group of generated pages: a tag (labelled by its `x-group`) or "API Reference". */
export interface EndpointNavGroup {
  readonly kind: 'group';
  readonly group: string;
  readonly tag?: string;
  readonly pages: readonly EndpointNavPage[];
}

export interface GenerateEndpointOptions {
  /** Folder of the pages when a source has no `directory` (default `api-reference`). */
  readonly directory?: string;
  /** Page paths already used in the same navigation group; generated paths get `-1`, `-2` suffixes. */
  readonly taken?: Set<string>;
}

export interface GeneratedEndpoints {
  readonly groups: readonly EndpointNavGroup[];
  /** Specs that produced nothing: unknown, broken, unavailable, or without operations. */
  readonly empty: readonly {
    readonly source: string;
    readonly reason: 'not-found' | 'broken' | 'unavailable' | 'no-operations';
  }[];
}

export const UNTAGGED_GROUP = 'API Reference';

/**
 * Bulk generation for a navigation element with `openapi` and no endpoint references relying on
 * it: a page for every operation and webhook of every spec in `sources` (minus `x-excluded`),
 * grouped by first tag in first-seen order, operations in spec order.
 */
export function generateEndpointEntries(
  index: OpenApiIndex,
  sources: unknown,
  options: GenerateEndpointOptions = {},
): GeneratedEndpoints {
  const taken = options.taken ?? new Set<string>();
  const groups = new Map<string, { group: string; tag?: string; pages: EndpointNavPage[] }>();
  const empty: {
    source: string;
    reason: 'not-found' | 'broken' | 'unavailable' | 'no-operations';
  }[] = [];
  for (const source of specSourcesOf(sources)) {
    const spec = findSpec(index, source.source);
    if (!spec || spec.status !== 'ok') {
      empty.push({
        source: source.source,
        reason: spec ? (spec.status === 'unavailable' ? 'unavailable' : 'broken') : 'not-found',
      });
      continue;
    }
    const operations = [...spec.operations, ...spec.webhooks].filter((op) => !op.excluded);
    if (operations.length === 0) empty.push({ source: source.source, reason: 'no-operations' });
    for (const op of operations) {
      const label = groupLabel(spec, op);
      const group = groups.get(label) ?? {
        group: label,
        ...(op.tags[0] !== undefined ? { tag: op.tags[0] } : {}),
        pages: [],
      };
      groups.set(label, group);
      group.pages.push(endpointNavPage(op, { directory: directoryOf(source, options), taken }));
    }
  }
  return { groups: [...groups.values()].map((g) => ({ kind: 'group', ...g })), empty };
}

/** The navigation entry of one operation's page (bulk generation, or a `pages` reference). */
export function endpointNavPage(
  op: OperationEntry,
  options: GenerateEndpointOptions = {},
): EndpointNavPage {
  const slug = endpointPageSlug(op, options.directory);
  const path = claimSlug(slug, options.taken ?? new Set());
  const slugTitle = titleFromSlug(slug);
  const metaTitle = typeof op.metadata['title'] === 'string' ? op.metadata['title'] : undefined;
  const title = metaTitle ?? (op.kind === 'webhook' ? slugTitle : (op.summary ?? slugTitle));
  const metaSidebar =
    typeof op.metadata['sidebarTitle'] === 'string' ? op.metadata['sidebarTitle'] : undefined;
  const sidebarTitle = metaSidebar ?? (op.href && op.summary ? slugTitle : undefined);
  const description =
    typeof op.metadata['description'] === 'string' ? op.metadata['description'] : op.description;
  const deprecated =
    typeof op.metadata['deprecated'] === 'boolean' ? op.metadata['deprecated'] : op.deprecated;
  const ref =
    op.kind === 'webhook'
      ? { spec: op.spec, webhook: op.path }
      : { spec: op.spec, method: op.method, path: op.path };
  return {
    kind: 'endpoint',
    path,
    title,
    ...(sidebarTitle !== undefined ? { sidebarTitle } : {}),
    ...(description !== undefined ? { description } : {}),
    deprecated,
    hidden: op.hidden,
    metadata: op.metadata,
    ref: formatEndpointRef(ref),
    operation: op,
  };
}

function groupLabel(spec: OpenApiSpec, op: OperationEntry): string {
  const tag = op.tags[0];
  if (tag === undefined) return UNTAGGED_GROUP;
  return spec.tags.find((t) => t.name === tag)?.group ?? tag;
}

function directoryOf(source: SpecSource, options: GenerateEndpointOptions): string | undefined {
  return source.directory ?? options.directory;
}
