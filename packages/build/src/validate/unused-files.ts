import type { Diagnostic } from '@quire/diagnostics';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import { hashesOf, stillHolds, type CheckManifest, type CheckedFile } from './check-manifest.js';
import type { PageCheck } from './page-checker.js';

const MARKUP = /\.(mdx|md)$/i;

/** The `.mdx` and `.md` files of the repository that no route is and no page imports: the build never compiles them. */
export function unusedMarkupFiles(
  loaded: LoadedSiteModel,
  routes: readonly Route[],
  pages: ReadonlyMap<string, CheckedFile>,
): string[] {
  const used = new Set(routes.map((r) => r.source));
  for (const page of pages.values()) for (const file of Object.keys(page.inputs)) used.add(file);
  return loaded.files.filter((f) => MARKUP.test(f) && !used.has(f));
}

/** A problem of a file the build skips: reported, as a warning, since it fails no build (yet). */
function asSkipped(d: Diagnostic, file: string): Diagnostic {
  const note = `The build skips ${file}: no page of the navigation is it or imports it.`;
  return { ...d, severity: 'warning', hint: d.hint ? `${d.hint} ${note}` : note };
}

/**
 * The problems of the files no page uses, compiled on their own (`check`), as warnings; a file whose content and
 * imports did not change since the last run keeps its result.
 */
export async function checkUnusedFiles(
  files: readonly string[],
  previous: CheckManifest | undefined,
  hash: (file: string) => string | undefined,
  check: (files: readonly string[]) => Promise<ReadonlyMap<string, PageCheck>>,
): Promise<Map<string, CheckedFile>> {
  const out = new Map<string, CheckedFile>();
  const toCheck: string[] = [];
  for (const file of files) {
    const entry = previous?.files[file];
    if (stillHolds(entry, hash)) out.set(file, entry);
    else toCheck.push(file);
  }
  if (toCheck.length === 0) return out;
  for (const [file, page] of await check(toCheck)) {
    out.set(file, {
      diagnostics: page.diagnostics.map((d) => asSkipped(d, file)),
      inputs: hashesOf(page.inputs, hash) ?? {},
    });
  }
  return out;
}
