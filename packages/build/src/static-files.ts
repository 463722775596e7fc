import { join } from 'node:path';
import type { LoadedSiteModel } from '@quire/navigation';
import type { RouteSummary } from './render-routes.js';
import { gatedSpecFiles } from './gated-spec-files.js';
import { htmlPathFor } from './site-outputs.js';
import type { StagingDir } from './staging-dir.js';

/** Generated files a repository may write itself; its own copy wins. */
const OVERRIDABLE = new Set(['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', '_headers']);
const SOURCE = /\.(mdx|md|jsx|tsx)$/i;

/**
 * Copies the repository's static files (images, specs, CSS, JS, downloads) to the same paths
 * in the site. Page sources, snippets' code and docs.json are not copied, nor are dotfiles and links
 * out of the docs root (`loaded.files` leaves them out; `leftOutDiagnostics` warns about them), nor
 * the specs of gated playgrounds unless docs.json `auth.publishGatedSpecs` asks (`gatedSpecFiles`).
 */
export async function copyStaticFiles(
  stage: StagingDir,
  root: string,
  loaded: LoadedSiteModel,
  rendered: ReadonlyMap<string, RouteSummary>,
): Promise<{ userFiles: Set<string>; specFiles: string[]; count: number }> {
  const generatedHtml = new Set([...rendered.keys()].map(htmlPathFor));
  const configFiles = new Set(loaded.config.texts.keys());
  const auth = (loaded.config.value as { auth?: { publishGatedSpecs?: unknown } } | undefined)
    ?.auth;
  const gated =
    auth?.publishGatedSpecs === true ? new Set<string>() : gatedSpecFiles(loaded, rendered);
  const userFiles = new Set<string>();
  let count = 0;
  for (const file of loaded.files) {
    if (SOURCE.test(file) || configFiles.has(file) || generatedHtml.has(file) || gated.has(file))
      continue;
    if (OVERRIDABLE.has(file)) userFiles.add(file);
    await stage.copy(file, join(root, file));
    if (file === 'llms.txt' || file === 'llms-full.txt')
      await stage.copy(`.well-known/${file}`, join(root, file));
    count++;
  }
  const specFiles = loaded.openapi.specs
    .filter((s) => s.status === 'ok' && !/^https?:/i.test(s.id) && !gated.has(s.id))
    .map((s) => s.id);
  return { userFiles, specFiles, count };
}
