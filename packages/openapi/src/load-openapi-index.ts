import { mapLimited, READ_CONCURRENCY, refusalOf, type ReadRefusal } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import { analyseSpecText, type AnalysedSpec } from './analyse-spec-text.js';
import {
  createSpecSchemaValidator,
  type SpecSchemaValidator,
} from './create-spec-schema-validator.js';
import { indexSpecOperations } from './index-spec-operations.js';
import { loadExternalDocuments } from './load-external-documents.js';
import { loadRemoteSpecText, type FetchRemote } from './load-remote-spec-text.js';
import { looksLikeSpec } from './looks-like-spec.js';
import type { OpenApiIndex, OpenApiSpec } from './openapi-index.js';
import type { ParsedSpecText } from './parse-spec-text.js';
import { resolveRef } from './resolve-ref.js';
import { isRemoteSpec, normalizeSpecPath, specPathCandidates } from './spec-sources.js';
import type { SpecsReached } from './specs-reached.js';

export interface LoadOpenApiIndexOptions {
  /** The repository's files, relative to the docs root, forward slashes. */
  readonly files: readonly string[];
  /** Reads a file of the repository (path relative to the docs root). */
  readonly readText: (file: string) => Promise<string>;
  /** The spec sources named in docs.json (`api.openapi` and navigation `openapi`), paths or URLs. */
  readonly named?: readonly string[];
  /** Fetches a remote spec; without it remote specs come only from the cache. */
  readonly fetchRemote?: FetchRemote;
  /** Where fetched remote specs are kept for offline runs. */
  readonly cacheDir?: string;
  /**
   * The spec files docs.json and the pages reach (`specsReached`): unless it says `everySpec`, only
   * those and the named ones are read; other `.json`/`.yaml` files are not opened. Without it, every
   * such file is looked at.
   */
  readonly reached?: SpecsReached;
}

const SPEC_FILE = /\.(json|ya?ml)$/i;

/**
 * Loads the specs docs.json names (local or remote) and the files `reached` lists, or, when an
 * endpoint reference may be in any spec, finds every OpenAPI spec of the repository by content (any
 * `.json`, `.yaml`, `.yml` file whose top level declares `openapi: 3.x` or `swagger: 2.0`; only
 * files that `looksLikeSpec` are parsed), and indexes their operations and webhooks. Spec problems are kept on each spec as
 * warnings; `collectOpenApiDiagnostics` reports them with the right severity. Never throws on bad
 * input.
 */
export async function loadOpenApiIndex(options: LoadOpenApiIndexOptions): Promise<OpenApiIndex> {
  const validator = createSpecSchemaValidator();
  const named = new Set((options.named ?? []).map(normalizeSpecPath));
  const fileSet = new Set(options.files);
  const namedFiles = new Set(
    [...named]
      .filter((n) => !isRemoteSpec(n))
      .flatMap((n) =>
        specPathCandidates(n)
          .filter((c) => fileSet.has(c))
          .slice(0, 1),
      ),
  );
  const sources = new Map<string, ParsedSpecText>();
  const unreadable = new Map<string, ReadRefusal>();
  const reached = options.reached;
  const candidates = options.files.filter((f) =>
    reached === undefined || reached.everySpec
      ? SPEC_FILE.test(f) || namedFiles.has(f)
      : namedFiles.has(f) || reached.files.has(f),
  );
  const local = await mapLimited(candidates, READ_CONCURRENCY, async (file) => {
    const isNamed = namedFiles.has(file);
    const text = await readOrRefusal(options.readText, file);
    if (typeof text !== 'string') {
      if (text && isNamed) unreadable.set(file, text);
      return undefined;
    }
    if (!isNamed && !looksLikeSpec(text)) return undefined;
    const analysed = analyseSpecText(file, text, { named: isNamed, validator });
    return analysed.isSpec ? finishSpec(file, 'file', analysed, options, sources) : undefined;
  });
  const specs = local
    .filter((s): s is OpenApiSpec => s !== undefined)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const url of [...named].filter(isRemoteSpec)) {
    specs.push(await loadRemoteSpec(url, options, validator, sources));
  }
  await findUnlistedRefusals(
    [...named].filter(
      (n) => !isRemoteSpec(n) && !specPathCandidates(n).some((c) => fileSet.has(c)),
    ),
    options.readText,
    unreadable,
  );
  return { specs, sources, unreadable };
}

async function loadRemoteSpec(
  url: string,
  options: LoadOpenApiIndexOptions,
  validator: SpecSchemaValidator,
  sources: Map<string, ParsedSpecText>,
): Promise<OpenApiSpec> {
  const remote = await loadRemoteSpecText(url, options.fetchRemote, options.cacheDir);
  if (!remote.ok) return emptySpec(url, 'remote', 'unavailable', '', [], remote.reason);
  return finishSpec(
    url,
    'remote',
    analyseSpecText(url, remote.text, { named: true, validator }),
    options,
    sources,
  );
}

async function finishSpec(
  id: string,
  origin: OpenApiSpec['origin'],
  analysed: AnalysedSpec,
  options: LoadOpenApiIndexOptions,
  sources: Map<string, ParsedSpecText>,
): Promise<OpenApiSpec> {
  sources.set(id, analysed.parsed);
  const document = analysed.document;
  if (!document) return emptySpec(id, origin, 'broken', analysed.version, analysed.problems);
  const external = await loadExternalDocuments(id, analysed, options.readText, sources);
  const scope = { id, document, externalDocuments: external.documents };
  const listed = indexSpecOperations(id, document, (item, pointer) => {
    const ref = isRecordWithRef(item);
    const resolved = ref === undefined ? undefined : resolveRef(scope, id, ref);
    return resolved ? { item: resolved.value, pointer: resolved.pointer } : { item, pointer };
  });
  return {
    id,
    origin,
    status: 'ok',
    version: analysed.version,
    document,
    externalDocuments: external.documents,
    ...listed,
    problems: [...analysed.problems, ...external.problems],
  };
}

function emptySpec(
  id: string,
  origin: OpenApiSpec['origin'],
  status: OpenApiSpec['status'],
  version: string,
  problems: readonly Diagnostic[],
  unavailableReason?: string,
): OpenApiSpec {
  return {
    id,
    origin,
    status,
    version,
    document: {},
    externalDocuments: {},
    operations: [],
    webhooks: [],
    tags: [],
    problems,
    ...(unavailableReason !== undefined ? { unavailableReason } : {}),
  };
}

function isRecordWithRef(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const ref = (item as Record<string, unknown>)['$ref'];
  return typeof ref === 'string' ? ref : undefined;
}

/** The text of a file; why it was refused; or undefined when it is missing. */
async function readOrRefusal(
  readText: (file: string) => Promise<string>,
  file: string,
): Promise<string | ReadRefusal | undefined> {
  try {
    return await readText(file);
  } catch (error) {
    return refusalOf(error);
  }
}

/**
 * Named specs that are not among the project's files may still be there as something that is not
 * a regular file (a named pipe, a folder, a link out of the root): records why, for the diagnostic.
 */
async function findUnlistedRefusals(
  sources: readonly string[],
  readText: (file: string) => Promise<string>,
  into: Map<string, ReadRefusal>,
): Promise<void> {
  for (const source of sources) {
    for (const candidate of specPathCandidates(source)) {
      const read = await readOrRefusal(readText, candidate);
      if (read !== undefined && typeof read !== 'string') {
        into.set(candidate, read);
        break;
      }
    }
  }
}
