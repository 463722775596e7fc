import { sortDiagnostics, type Diagnostic } from '@quire/diagnostics';

const keyOf = (d: Diagnostic) => `${d.code}\u0000${d.file ?? ''}\u0000${d.message}`;

/**
 * What `quire validate` reports, offline: docs.json, every page and snippet as the build compiles and renders it,
 * the links; the same codes, places and messages. Nothing is kept on disk (the job's worktree stays as the model left it).
 */
export async function validateDocs(root: string): Promise<readonly Diagnostic[]> {
  // Loaded when a job checks its change, not when the server that runs the jobs starts.
  const { validateSite } = await import('@quire/build');
  const result = await validateSite({ root, cacheDir: false, network: false });
  return sortDiagnostics(result.diagnostics);
}

/** What `quire broken-links` checks: every internal link and image of every page; offline. */
export async function checkDocsLinks(root: string): Promise<readonly Diagnostic[]> {
  const { loadLinkCheck } = await import('@quire/links');
  const result = await loadLinkCheck(root);
  return sortDiagnostics([...result.configProblems, ...result.diagnostics]);
}

/**
 * What the gate runs before a pull request: `quire validate`, with broken links and fragments as errors (a change
 * must not add one, although they fail no build).
 */
export async function checkDocs(root: string): Promise<readonly Diagnostic[]> {
  return (await validateDocs(root)).map((d) =>
    d.code.startsWith('links/') ? { ...d, severity: 'error' as const } : d,
  );
}

/** The errors of `after` that `before` (the base branch) did not have; lines may move, so they are not compared. */
export function newErrors(
  before: readonly Diagnostic[],
  after: readonly Diagnostic[],
): Diagnostic[] {
  const known = new Map<string, number>();
  for (const d of before)
    if (d.severity === 'error') known.set(keyOf(d), (known.get(keyOf(d)) ?? 0) + 1);
  return after.filter((d) => {
    if (d.severity !== 'error') return false;
    const left = known.get(keyOf(d)) ?? 0;
    if (left > 0) known.set(keyOf(d), left - 1);
    return left === 0;
  });
}

/** `file:line:column ` as `quire validate` prints it; only what the diagnostic has (a problem of no file has no place). */
const placeOf = (d: Diagnostic) =>
  d.file === undefined
    ? ''
    : `${d.file}${d.line !== undefined ? `:${d.line}:${d.column ?? 1}` : ''} `;

/** Diagnostics as the model reads them: one per line, with place, code, message and hint. */
export function formatForModel(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return 'No problems found.';
  return diagnostics
    .map(
      (d) =>
        `${placeOf(d)}${d.severity} ${d.code}: ${d.message}${d.hint ? ` (hint: ${d.hint})` : ''}`,
    )
    .join('\n');
}
