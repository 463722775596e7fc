import { HTTP_METHODS } from './http-methods.js';
import { isRecord } from './is-record.js';
import type { OperationEntry, TagEntry } from './openapi-index.js';

/** Resolves a path item that may be a `$ref`; returns the item and where it lives. */
export type PathItemResolver = (
  item: unknown,
  pointer: readonly string[],
) => { item: unknown; pointer: readonly string[] };

/**
 * Lists a document's operations (paths in document order, methods in HTTP_METHODS order) and
 * webhooks (3.1 `webhooks`), and its top-level tags.
 */
export function indexSpecOperations(
  spec: string,
  doc: Readonly<Record<string, unknown>>,
  resolveItem: PathItemResolver,
): { operations: OperationEntry[]; webhooks: OperationEntry[]; tags: TagEntry[] } {
  const operations = entriesOf('operation', spec, doc['paths'], ['paths'], resolveItem);
  const webhooks = entriesOf('webhook', spec, doc['webhooks'], ['webhooks'], resolveItem);
  const tags: TagEntry[] = [];
  for (const tag of Array.isArray(doc['tags']) ? doc['tags'] : []) {
    if (!isRecord(tag) || typeof tag['name'] !== 'string') continue;
    tags.push({
      name: tag['name'],
      ...(typeof tag['x-group'] === 'string' ? { group: tag['x-group'] } : {}),
      ...(typeof tag['description'] === 'string' ? { description: tag['description'] } : {}),
    });
  }
  return { operations, webhooks, tags };
}

function entriesOf(
  kind: OperationEntry['kind'],
  spec: string,
  map: unknown,
  base: readonly string[],
  resolveItem: PathItemResolver,
): OperationEntry[] {
  const out: OperationEntry[] = [];
  if (!isRecord(map)) return out;
  for (const [key, rawItem] of Object.entries(map)) {
    const { item, pointer } = resolveItem(rawItem, [...base, key]);
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (isRecord(op)) out.push(entryOf(kind, spec, method, key, [...pointer, method], op));
    }
  }
  return out;
}

function entryOf(
  kind: OperationEntry['kind'],
  spec: string,
  method: OperationEntry['method'],
  path: string,
  pointer: readonly string[],
  op: Record<string, unknown>,
): OperationEntry {
  const xMint = isRecord(op['x-mint']) ? op['x-mint'] : {};
  const text = (v: unknown): string | undefined =>
    typeof v === 'string' && v.trim() !== '' ? v : undefined;
  const summary = text(op['summary']);
  const description = text(op['description']);
  const operationId = text(op['operationId']);
  const href = text(xMint['href']);
  return {
    kind,
    spec,
    method,
    path,
    pointer,
    ...(summary !== undefined ? { summary } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(operationId !== undefined ? { operationId } : {}),
    tags: Array.isArray(op['tags'])
      ? op['tags'].filter((t): t is string => typeof t === 'string')
      : [],
    deprecated: op['deprecated'] === true,
    hidden: op['x-hidden'] === true,
    excluded: op['x-excluded'] === true,
    ...(href !== undefined ? { href } : {}),
    metadata: isRecord(xMint['metadata']) ? xMint['metadata'] : {},
  };
}
