import { collectNavigationOpenApi, type OpenApiSetting } from './collect-navigation-openapi.js';
import { parseEndpointRef } from './parse-endpoint-ref.js';
import { isRemoteSpec, specPathCandidates } from './spec-sources.js';

/** A page's frontmatter `openapi` value (any type: non-strings reach nothing). */
export interface PageOpenApiValue {
  /** The page file, relative to the docs root (`api/users.mdx`). */
  readonly file: string;
  readonly value: unknown;
}

/**
 * The spec files docs.json and the pages reach: the files to read (besides the specs docs.json
 * names, always read), or `everySpec` when some endpoint reference is looked up in every spec of
 * the repository (no spec token and no `openapi` setting that names an existing spec, or a
 * frontmatter spec token that names no file), so that specs must be found by their content.
 */
export interface SpecsReached {
  readonly everySpec: boolean;
  readonly files: ReadonlySet<string>;
}

/**
 * Which spec files must be read, from docs.json's `openapi` settings and endpoint references and
 * the pages' frontmatter `openapi`: the same look-up `resolveEndpointRef` makes, done ahead of
 * loading, so that spec-like files nothing reaches are listed but never read or parsed.
 */
export function specsReached(
  config: unknown,
  repositoryFiles: readonly string[],
  pages: Iterable<PageOpenApiValue>,
): SpecsReached {
  const fileSet = new Set(repositoryFiles);
  const existing = (source: string) => specPathCandidates(source).find((c) => fileSet.has(c));
  const resolvable = (setting: OpenApiSetting | undefined) =>
    setting?.sources.some((s) => isRemoteSpec(s.source) || existing(s.source) !== undefined) ??
    false;
  const nav = collectNavigationOpenApi(config);
  const api = nav.settings.find((s) => s.owner === '/api');
  const files = new Set<string>();
  let everySpec = false;
  const reach = (text: string, inherited: OpenApiSetting | undefined, page?: string) => {
    const ref = parseEndpointRef(text);
    if (!ref) return;
    if (ref.spec === undefined) {
      if (!resolvable(inherited)) everySpec = true;
      return;
    }
    if (isRemoteSpec(ref.spec)) return;
    const file = existing(ref.spec);
    if (file !== undefined) return void files.add(file);
    // In the navigation a spec that is not there is an error; in a page's frontmatter the operation
    // is looked for near the page, then in every spec (see `specsForMisnamedSpec`).
    if (page !== undefined) everySpec = true;
  };
  for (const r of nav.references) reach(r.text, r.inherited);
  for (const { file, value } of pages) {
    if (typeof value !== 'string') continue;
    reach(value, nav.pageSettings.get(file.replace(/\.mdx?$/i, '')) ?? api, file);
  }
  return { everySpec, files };
}
