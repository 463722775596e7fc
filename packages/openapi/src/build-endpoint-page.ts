import { buildCallbacks } from './build-callbacks.js';
import { buildCodeSamples } from './build-code-samples.js';
import { buildParameters } from './build-parameters.js';
import { buildRequestBody, buildResponses } from './build-responses.js';
import { createSchemaBuildContext } from './build-schema-model.js';
import { buildSecurity } from './build-security.js';
import { buildServers } from './build-servers.js';
import { buildDefinitions, withGeneratedExamples } from './build-definitions.js';
import { endpointPageSlug, titleFromSlug } from './endpoint-page-slug.js';
import type { EndpointPage, PlaygroundMode } from './endpoint-page.js';
import { isRecord } from './is-record.js';
import type { OpenApiIndex, OperationEntry } from './openapi-index.js';
import { createPageBuildContext } from './page-build-context.js';
import { readApiSettings, type ApiSettings } from './read-api-settings.js';
import type { SchemaModel } from './schema-model.js';

/**
 * Work shared between the pages of one index: complete schema models by reference. Create one
 * with `createEndpointPageCache()` per loaded index and pass it to every `buildEndpointPage`.
 */
export interface EndpointPageCache {
  readonly schemas: Map<string, SchemaModel>;
}

export function createEndpointPageCache(): EndpointPageCache {
  return { schemas: new Map() };
}

/** A page written by hand with frontmatter `openapi:`: its frontmatter and MDX body. */
export interface EndpointPageSource {
  readonly frontmatter?: Readonly<Record<string, unknown>>;
  readonly content?: string;
}

const MODES: readonly string[] = ['interactive', 'simple', 'none', 'auth'];

/**
 * The model of one endpoint page: everything the page shows, as plain data. `api` is docs.json's
 * `api` object (or settings already read). Undefined when the operation's spec is not loaded.
 */
export function buildEndpointPage(
  index: OpenApiIndex,
  operation: OperationEntry,
  api: unknown,
  page: EndpointPageSource = {},
  cache: EndpointPageCache = createEndpointPageCache(),
): EndpointPage | undefined {
  const spec = index.specs.find((s) => s.id === operation.spec && s.status === 'ok');
  if (!spec) return undefined;
  const settings: ApiSettings = isApiSettings(api) ? api : readApiSettings(api);
  const doc = spec.document;
  const ctx = createPageBuildContext(
    createSchemaBuildContext(
      { id: spec.id, document: doc, externalDocuments: spec.externalDocuments },
      cache.schemas,
    ),
  );
  const container = operation.kind === 'webhook' ? doc['webhooks'] : doc['paths'];
  const item = ctx.deref(isRecord(container) ? container[operation.path] : undefined, spec.id);
  const op =
    item && isRecord(item.value[operation.method])
      ? (item.value[operation.method] as Record<string, unknown>)
      : undefined;
  if (!item || !op) return undefined;
  const requestBody = buildRequestBody(op['requestBody'], item.docId, ctx);
  const servers =
    operation.kind === 'webhook'
      ? []
      : buildServers(op['servers'], item.value['servers'], doc['servers']);
  const parts = {
    parameters: buildParameters(item.value, op, item.docId, ctx),
    responses: buildResponses(op['responses'], item.docId, ctx),
    callbacks: buildCallbacks(op['callbacks'], item.docId, ctx),
    security: buildSecurity(doc, op, spec.id, ctx),
  };
  const definitions = buildDefinitions(ctx);
  const examples = withGeneratedExamples(
    { requestBody, responses: parts.responses },
    definitions,
    settings,
  );
  const base = {
    method: operation.method,
    path: operation.path,
    servers,
    definitions,
    ...parts,
    ...examples,
  };
  const xMint = isRecord(op['x-mint']) ? op['x-mint'] : {};
  const frontmatter = page.frontmatter ?? {};
  return {
    kind: operation.kind === 'webhook' ? 'webhook' : 'endpoint',
    spec: spec.id,
    ...base,
    ...(operation.operationId !== undefined ? { operationId: operation.operationId } : {}),
    title: pageTitle(operation, frontmatter),
    ...(operation.summary !== undefined ? { summary: operation.summary } : {}),
    ...(operation.description !== undefined ? { description: operation.description } : {}),
    deprecated: frontmatter['deprecated'] === true || operation.deprecated,
    tags: operation.tags,
    ...(settings.url === 'full' && servers[0]
      ? { fullUrl: `${servers[0].url.replace(/\/+$/, '')}${operation.path}` }
      : {}),
    codeSamples: buildCodeSamples(op, base, settings),
    playground: playgroundMode(frontmatter, operation, settings, servers.length > 0),
    metadata: operation.metadata,
    ...(typeof xMint['content'] === 'string' ? { mintContent: xMint['content'] } : {}),
    ...groupsOf(item.value, xMint),
    ...(page.content !== undefined ? { content: page.content } : {}),
  };
}

/** `x-mint.groups` of the path item and of the operation, merged. */
function groupsOf(
  item: Record<string, unknown>,
  xMint: Record<string, unknown>,
): { groups?: string[] } {
  const itemMint = isRecord(item['x-mint']) ? item['x-mint'] : {};
  const list = [itemMint['groups'], xMint['groups']].flatMap((g) =>
    Array.isArray(g) ? g.map(String) : [],
  );
  return list.length > 0 ? { groups: [...new Set(list)] } : {};
}

function pageTitle(
  operation: OperationEntry,
  frontmatter: Readonly<Record<string, unknown>>,
): string {
  for (const candidate of [frontmatter['title'], operation.metadata['title']]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  if (operation.kind !== 'webhook' && operation.summary) return operation.summary;
  return titleFromSlug(endpointPageSlug(operation));
}

function playgroundMode(
  frontmatter: Readonly<Record<string, unknown>>,
  operation: OperationEntry,
  settings: ApiSettings,
  hasServer: boolean,
): PlaygroundMode {
  const chosen = [
    frontmatter['playground'],
    operation.metadata['playground'],
    settings.playground,
  ].find((m): m is PlaygroundMode => typeof m === 'string' && MODES.includes(m));
  const mode = chosen ?? 'interactive';
  return mode === 'interactive' && !hasServer ? 'simple' : mode;
}

function isApiSettings(value: unknown): value is ApiSettings {
  return (
    isRecord(value) &&
    isRecord(value['examples']) &&
    typeof value['examples']['autogenerate'] === 'boolean' &&
    typeof value['playground'] === 'string'
  );
}
