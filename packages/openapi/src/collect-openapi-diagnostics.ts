import {
  createDiagnostic,
  didYouMean,
  type Diagnostic,
  type Location,
  type Severity,
} from '@quire/diagnostics';
import { openapiCodes } from './codes.js';
import { collectNavigationOpenApi, type OpenApiSetting } from './collect-navigation-openapi.js';
import { describeResolution } from './describe-resolution.js';
import { findSpec } from './find-spec.js';
import { generateEndpointEntries } from './generate-endpoint-entries.js';
import type { OpenApiIndex, OpenApiSpec } from './openapi-index.js';
import { parseEndpointRef } from './parse-endpoint-ref.js';
import { resolveEndpointRef } from './resolve-endpoint-ref.js';
import { appendPointer } from './append-pointer.js';
import { isRemoteSpec, normalizeSpecPath, specPathCandidates } from './spec-sources.js';

/** Where a value of docs.json was written, by JSON Pointer (`@quire/config`'s `sources.locate`). */
export type ConfigLocate = (pointer: string, part?: 'key' | 'value') => Location | undefined;

/** A page's frontmatter `openapi:` value and where it was written. */
export interface FrontmatterOpenApi {
  /** The page file, relative to the docs root (`api/users.mdx`). */
  readonly file: string;
  readonly value: unknown;
  readonly at?: Location;
}

export interface OpenApiCheckInput {
  readonly index: OpenApiIndex;
  /** docs.json as plain JSON, `$ref`s resolved. */
  readonly config: unknown;
  readonly locate?: ConfigLocate;
  readonly frontmatter?: readonly FrontmatterOpenApi[];
}

/** Figures for reports: what was found and checked. */
export interface OpenApiStats {
  readonly specs: number;
  readonly operations: number;
  readonly generatedPages: number;
  readonly references: number;
  readonly resolved: number;
}

/**
 * Everything `quire validate` reports about OpenAPI: missing and invalid specs (an invalid spec is
 * an error when docs.json or a reference uses it, a warning otherwise), unavailable remote specs,
 * and endpoint references in the navigation and in frontmatter that do not resolve.
 */
export function collectOpenApiDiagnostics(input: OpenApiCheckInput): {
  diagnostics: Diagnostic[];
  stats: OpenApiStats;
} {
  const { index } = input;
  const nav = collectNavigationOpenApi(input.config);
  const locate = (pointer: string, part?: 'key' | 'value'): Location =>
    input.locate?.(pointer, part) ?? { file: 'docs.json', line: 1, column: 1 };
  const used = new Set<OpenApiSpec>();
  const diagnostics: Diagnostic[] = [];
  const reportedRemote = new Set<string>();
  for (const setting of nav.settings)
    diagnostics.push(...checkSetting(index, setting, locate, used, reportedRemote));
  let references = 0;
  let resolved = 0;
  const check = (
    text: string,
    inherited: OpenApiSetting | undefined,
    at: Location,
    from?: string,
  ): void => {
    const ref = parseEndpointRef(text);
    if (!ref) return;
    references++;
    const inheritedSpecs = inherited?.sources.map((s) => s.source) ?? [];
    const resolution = resolveEndpointRef(index, ref, {
      inheritedSpecs,
      ...(from !== undefined ? { from } : {}),
    });
    if (resolution.ok) {
      resolved++;
      const spec = index.specs.find((s) => s.id === resolution.operation.spec);
      if (spec) used.add(spec);
    } else if (ref.spec !== undefined) {
      const spec = findSpec(index, ref.spec);
      if (spec) used.add(spec);
    }
    const problem = describeResolution(text, resolution, index);
    if (problem) diagnostics.push(createDiagnostic({ ...problem, at }));
  };
  for (const r of nav.references) check(r.text, r.inherited, locate(r.pointer));
  for (const page of input.frontmatter ?? []) {
    const at = page.at ?? { file: page.file, line: 1, column: 1 };
    if (typeof page.value !== 'string' || !parseEndpointRef(page.value)) {
      diagnostics.push(invalidFrontmatterRef(page.value, at));
      continue;
    }
    const pagePath = page.file.replace(/\.mdx?$/i, '');
    check(
      page.value,
      nav.pageSettings.get(pagePath) ?? nav.settings.find((s) => s.owner === '/api'),
      at,
      page.file,
    );
  }
  const generatedPages = countGenerated(index, nav.bulk, locate, diagnostics);
  for (const spec of index.specs) {
    const severity: Severity = used.has(spec) ? 'error' : 'warning';
    diagnostics.push(...spec.problems.map((p) => ({ ...p, severity })));
  }
  const operations = index.specs.reduce((n, s) => n + s.operations.length + s.webhooks.length, 0);
  return {
    diagnostics,
    stats: { specs: index.specs.length, operations, generatedPages, references, resolved },
  };
}

function checkSetting(
  index: OpenApiIndex,
  setting: OpenApiSetting,
  locate: (pointer: string, part?: 'key' | 'value') => Location,
  used: Set<OpenApiSpec>,
  reportedRemote: Set<string>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  setting.sources.forEach((source, i) => {
    const spec = findSpec(index, source.source);
    const at = locate(sourcePointer(setting, i));
    if (spec) used.add(spec);
    if (spec?.status === 'unavailable' && !reportedRemote.has(spec.id)) {
      reportedRemote.add(spec.id);
      out.push(
        createDiagnostic({
          code: 'openapi/remote-unavailable',
          severity: 'warning',
          message: `The remote spec ${spec.id} could not be fetched (${spec.unavailableReason ?? 'unknown reason'}); its pages are not built and references to it are not checked.`,
          hint: 'Run with network access to fetch and cache it, or commit the spec to the repository and point to the file.',
          at,
        }),
      );
    }
    if (spec || isRemoteSpec(source.source)) return;
    const refused = specPathCandidates(source.source)
      .map((c) => [c, index.unreadable?.get(c)] as const)
      .find(([, r]) => r !== undefined);
    if (refused?.[1]) {
      out.push(
        createDiagnostic({
          code: 'openapi/spec-unreadable',
          message: `The OpenAPI spec "${refused[0]}" was not read: ${refused[1].refused}.`,
          hint: refused[1].fix,
          at,
        }),
      );
      return;
    }
    const local = index.specs.filter((s) => s.origin === 'file').map((s) => s.id);
    const close = didYouMean(normalizeSpecPath(source.source), local);
    out.push(
      createDiagnostic({
        code: 'openapi/spec-not-found',
        message: `The OpenAPI spec "${source.source}" does not exist in the repository.`,
        hint:
          close ??
          (local.length > 0
            ? `Specs in the repository: ${local.slice(0, 5).join(', ')}.`
            : 'Add the spec file, or fix the path.'),
        at,
      }),
    );
  });
  return out;
}

function sourcePointer(setting: OpenApiSetting, i: number): string {
  return setting.sources.length > 1 || i > 0 ? appendPointer(setting.pointer, i) : setting.pointer;
}

function invalidFrontmatterRef(value: unknown, at: Location): Diagnostic {
  const code = 'openapi/invalid-reference';
  return createDiagnostic(
    {
      code,
      message: `Frontmatter "openapi: ${typeof value === 'string' ? value : JSON.stringify(value)}" is not an endpoint reference; expected "[spec] METHOD /path" or "[spec] webhook name".`,
      hint: 'Write the method (get, post, put, patch, delete, …) and the path, optionally after the spec file: openapi: "openapi.json GET /users".',
      at,
    },
    openapiCodes[code].severity,
  );
}

function countGenerated(
  index: OpenApiIndex,
  bulk: readonly OpenApiSetting[],
  locate: (pointer: string) => Location,
  diagnostics: Diagnostic[],
): number {
  let pages = 0;
  for (const setting of bulk) {
    const generated = generateEndpointEntries(index, setting.sources);
    pages += generated.groups.reduce((n, g) => n + g.pages.length, 0);
    for (const empty of generated.empty.filter((e) => e.reason === 'no-operations')) {
      diagnostics.push(
        createDiagnostic({
          code: 'openapi/no-operations',
          severity: 'warning',
          message: `The spec ${empty.source} has no operations or webhooks, so no endpoint pages are generated here.`,
          hint: 'Add paths to the spec, or list pages for this element instead of relying on generation.',
          at: locate(setting.pointer),
        }),
      );
    }
  }
  return pages;
}
