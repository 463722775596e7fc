import {
  collectNavigationOpenApi,
  endpointNavPage,
  findSpec,
  generateEndpointEntries,
  parseEndpointRef,
  specSourcesOf,
  type EndpointNavPage,
  type OpenApiIndex,
} from '@quire/openapi';
import type { OperationRef } from '../model.js';
import { iconField, isRecord, stringField } from '../read/json-fields.js';
import { asyncChannelGroups, type AsyncApiChannels } from './async-channel-groups.js';
import type {
  EndpointCatalog,
  FrontmatterOperation,
  GeneratedEndpoint,
} from './endpoint-catalog.js';
import { findOperationForRef } from './find-operation-for-ref.js';

const EMPTY_INDEX: OpenApiIndex = { specs: [], sources: new Map() };

function operationRef(page: EndpointNavPage): OperationRef {
  const op = page.operation;
  return { spec: op.spec, method: op.kind === 'webhook' ? 'webhook' : op.method, path: op.path };
}

function generated(page: EndpointNavPage): GeneratedEndpoint {
  const meta = page.metadata;
  return {
    slug: page.path,
    kind: page.operation.kind === 'webhook' ? 'webhook' : 'endpoint',
    title: page.title,
    sidebarTitle: page.sidebarTitle,
    description: page.description,
    icon: iconField(meta.icon, meta.iconType),
    tag: stringField(meta.tag),
    deprecated: page.deprecated,
    hidden: page.hidden,
    operation: operationRef(page),
  };
}

/**
 * The endpoint catalog over a loaded OpenAPI index: endpoint references resolve as `quire validate`
 * resolves them (spec token, else the nearest inherited `openapi`, else `api.openapi`, else every
 * local spec), generated pages are named by `@quire/openapi` (section 4.3 of the reference).
 */
export function createEndpointCatalog(
  index: OpenApiIndex | undefined,
  config: unknown,
  asyncapi: AsyncApiChannels = new Map(),
): EndpointCatalog {
  const specs = index ?? EMPTY_INDEX;
  const nav = collectNavigationOpenApi(config);
  const api =
    isRecord(config) && isRecord(config.api)
      ? specSourcesOf(config.api.openapi).map((s) => s.source)
      : [];
  const directoryFor = (sources: readonly { source: string; directory?: string }[], spec: string) =>
    sources.find((s) => findSpec(specs, s.source)?.id === spec)?.directory;
  return {
    isEndpointRef: (text) => parseEndpointRef(text) !== undefined,
    hasSpec: (text) => parseEndpointRef(text)?.spec !== undefined,
    listed(text, inherited) {
      const ref = parseEndpointRef(text);
      const op =
        ref &&
        findOperationForRef(
          specs,
          ref,
          inherited.length > 0 ? inherited.map((s) => s.source) : api,
        );
      return op
        ? generated(endpointNavPage(op, { directory: directoryFor(inherited, op.spec) }))
        : undefined;
    },
    bulk: (sources) =>
      generateEndpointEntries(specs, sources).groups.map((g) => ({
        label: g.group,
        pages: g.pages.map(generated),
      })),
    bulkAsync: (sources) => asyncChannelGroups(asyncapi, sources),
    frontmatter(value, path): FrontmatterOperation | undefined {
      const ref = parseEndpointRef(value);
      const inherited = (nav.pageSettings.get(path)?.sources ?? []).map((s) => s.source);
      const op =
        ref && findOperationForRef(specs, ref, inherited.length > 0 ? inherited : api, path);
      if (!op) return undefined;
      const page = generated(endpointNavPage(op));
      return {
        operation: page.operation,
        kind: page.kind,
        title: stringField(op.metadata.title) ?? (op.kind === 'webhook' ? undefined : op.summary),
        sidebarTitle: stringField(op.metadata.sidebarTitle),
        description: page.description,
        deprecated: page.deprecated,
      };
    },
  };
}
