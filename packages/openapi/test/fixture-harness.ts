import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listProjectFiles, loadConfig } from '@quire/config';
import {
  collectNavigationOpenApi,
  generateEndpointEntries,
  validateOpenApi,
  type FetchRemote,
  type OpenApiValidation,
} from '@quire/openapi';

export const fixturesDir = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

/** Diagnostics reduced to what fixtures pin: code, severity, place, and the start of the message. */
export interface PinnedDiagnostic {
  code: string;
  severity: string;
  file: string | undefined;
  line: number | undefined;
  column: number | undefined;
  message: string;
  hint: string | undefined;
}

export interface GeneratedPage {
  path: string;
  title: string;
  ref: string;
  hidden?: true;
  deprecated?: true;
  sidebarTitle?: string;
}

export interface FixtureRun {
  validation: OpenApiValidation;
  diagnostics: PinnedDiagnostic[];
  /** Bulk-generated navigation per `openapi` setting pointer. */
  generated: Record<string, { group: string; pages: GeneratedPage[] }[]>;
}

export async function runFixture(name: string, fetchRemote?: FetchRemote): Promise<FixtureRun> {
  const root = join(fixturesDir, name);
  const loaded = loadConfig(root);
  const validation = await validateOpenApi({
    root,
    config: loaded.value,
    locate: loaded.sources.locate,
    files: listProjectFiles(root),
    fetchRemote: fetchRemote ?? false,
    cacheDir: false,
  });
  const diagnostics = validation.diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    message: d.message,
    hint: d.hint,
  }));
  const generated: FixtureRun['generated'] = {};
  for (const setting of collectNavigationOpenApi(loaded.value).bulk) {
    const { groups } = generateEndpointEntries(validation.index, setting.sources);
    generated[setting.pointer] = groups.map((g) => ({
      group: g.group,
      pages: g.pages.map((p) => ({
        path: p.path,
        title: p.title,
        ref: p.ref,
        ...(p.hidden ? { hidden: true as const } : {}),
        ...(p.deprecated ? { deprecated: true as const } : {}),
        ...(p.sidebarTitle !== undefined ? { sidebarTitle: p.sidebarTitle } : {}),
      })),
    }));
  }
  return { validation, diagnostics, generated };
}

export async function readExpected(
  name: string,
  file = 'expected.json',
): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(fixturesDir, name, file), 'utf8')) as Record<
    string,
    unknown
  >;
}
