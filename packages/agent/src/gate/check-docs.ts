import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateProject } from '@quire/config';
import { createDiagnostic, sortDiagnostics, type Diagnostic } from '@quire/diagnostics';
import { loadLinkCheck } from '@quire/links';
import { loadMarkupParser, readFrontmatter } from '@quire/mdx';
import { validateOpenApi } from '@quire/openapi';

const PAGE = /\.(mdx|md)$/i;
const keyOf = (d: Diagnostic) => `${d.code}\u0000${d.file ?? ''}\u0000${d.message}`;

/** Frontmatter and MDX syntax of every page: what would stop the build from compiling it. */
async function checkPageSyntax(root: string, files: readonly string[]): Promise<Diagnostic[]> {
  const parser = await loadMarkupParser();
  const out: Diagnostic[] = [];
  for (const file of files.filter((f) => PAGE.test(f) && !f.startsWith('node_modules/'))) {
    const source = await readFile(join(root, file), 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    out.push(...readFrontmatter(source, file).diagnostics);
    const parsed = parser.parse(source, file, /\.md$/i.test(file) ? 'md' : 'mdx');
    if (parsed.error) {
      out.push(
        createDiagnostic({
          code: 'mdx/compile-error',
          message: `${file} is not valid MDX: ${parsed.error.message}`,
          hint: 'Close every tag, escape a literal { or < as \\{ or \\<, or use a .md file for plain Markdown.',
          at: { file, line: parsed.error.line, column: parsed.error.column },
        }),
      );
    }
  }
  return out;
}

/** What `quire validate` checks (docs.json, its rules, the OpenAPI specs) and the syntax of every page; offline. */
export async function validateDocs(root: string): Promise<readonly Diagnostic[]> {
  const project = validateProject(root);
  const openapi = await validateOpenApi({
    root,
    config: project.loaded.value,
    locate: project.loaded.sources.locate,
    files: project.files,
    fetchRemote: false,
    cacheDir: false,
  });
  const pages = await checkPageSyntax(root, project.files);
  return sortDiagnostics([...project.diagnostics, ...openapi.diagnostics, ...pages]);
}

/** What `quire broken-links` checks: every internal link and image of every page; offline. */
export async function checkDocsLinks(root: string): Promise<readonly Diagnostic[]> {
  const result = await loadLinkCheck(root);
  return sortDiagnostics([...result.configProblems, ...result.diagnostics]);
}

/** Validation and link check together: what the gate runs before a pull request. */
export async function checkDocs(root: string): Promise<readonly Diagnostic[]> {
  const [validation, links] = await Promise.all([validateDocs(root), checkDocsLinks(root)]);
  const seen = new Set(validation.map((d) => `${keyOf(d)}\u0000${d.line ?? 0}`));
  return [...validation, ...links.filter((d) => !seen.has(`${keyOf(d)}\u0000${d.line ?? 0}`))];
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

/** Diagnostics as the model reads them: one per line, with place, code, message and hint. */
export function formatForModel(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return 'No problems found.';
  return diagnostics
    .map(
      (d) =>
        `${d.file ?? 'docs.json'}:${d.line ?? 1}:${d.column ?? 1} ${d.severity} ${d.code}: ${d.message}${d.hint ? ` (hint: ${d.hint})` : ''}`,
    )
    .join('\n');
}
