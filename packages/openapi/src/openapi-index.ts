import type { ReadRefusal } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import type { HttpMethod } from './http-methods.js';
import type { ParsedSpecText, TextSpan } from './parse-spec-text.js';

/** One operation (or webhook operation) of a spec, as the navigation and references see it. */
export interface OperationEntry {
  readonly kind: 'operation' | 'webhook';
  /** The id of the spec it belongs to. */
  readonly spec: string;
  readonly method: HttpMethod;
  /** The path key (`/users/{id}`); for a webhook, its name. */
  readonly path: string;
  /** Where the operation object is in the (converted) document. */
  readonly pointer: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly operationId?: string;
  readonly tags: readonly string[];
  readonly deprecated: boolean;
  /** `x-hidden`: the page exists but is not listed in the navigation. */
  readonly hidden: boolean;
  /** `x-excluded`: no page at all. */
  readonly excluded: boolean;
  /** `x-mint.href`: the page URL chosen in the spec. */
  readonly href?: string;
  /** `x-mint.metadata`: frontmatter fields for the page. */
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** A top-level tag: `x-group` names the navigation group of its operations. */
export interface TagEntry {
  readonly name: string;
  readonly group?: string;
  readonly description?: string;
}

/**
 * One spec: a file found in the repository by its content or named in docs.json, or a remote URL.
 * `status` says whether its operations are known: `broken` (does not parse into an OpenAPI
 * document) and `unavailable` (remote, could not be fetched) specs have none.
 */
export interface OpenApiSpec {
  /** The repository path (forward slashes, no leading slash) or the `https://` URL. */
  readonly id: string;
  readonly origin: 'file' | 'remote';
  readonly status: 'ok' | 'broken' | 'unavailable';
  /** The version as written (`3.1.0`, `2.0`); empty when unknown. */
  readonly version: string;
  /** The OpenAPI 3 document (Swagger 2.0 is converted); `{}` when broken or unavailable. */
  readonly document: Readonly<Record<string, unknown>>;
  /** Other local files reached through `$ref`, keyed by repository path. */
  readonly externalDocuments: Readonly<Record<string, unknown>>;
  readonly operations: readonly OperationEntry[];
  readonly webhooks: readonly OperationEntry[];
  readonly tags: readonly TagEntry[];
  /** Problems of the spec itself, as warnings; raised to errors when something uses the spec. */
  readonly problems: readonly Diagnostic[];
  /** Why a remote spec is unavailable. */
  readonly unavailableReason?: string;
}

/** Every spec of a repository, in a stable order (local files by path, then remote URLs). */
export interface OpenApiIndex {
  readonly specs: readonly OpenApiSpec[];
  /** Parsed texts (for positions) by spec id or external document path; not serialisable. */
  readonly sources: ReadonlyMap<string, ParsedSpecText>;
  /** Spec files docs.json names that exist but were not read, by path, with why (a named pipe, a folder, over the size limit). */
  readonly unreadable?: ReadonlyMap<string, ReadRefusal>;
}

export type { TextSpan };
