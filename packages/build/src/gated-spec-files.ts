import { GATED_PLAYGROUND_DIR } from '@quire/components';
import type { LoadedSiteModel } from '@quire/navigation';
import type { RouteSummary } from './render-routes.js';

/**
 * The repository files of the specs that pages with a gated (signed-in) playground use: each
 * such spec and the local files it reaches through `$ref`. Their operations, servers and examples
 * are for signed-in readers, so they are not published as raw files unless docs.json asks
 * (`auth.publishGatedSpecs`).
 */
export function gatedSpecFiles(
  loaded: Pick<LoadedSiteModel, 'openapi'>,
  rendered: ReadonlyMap<string, RouteSummary>,
): Set<string> {
  const specs = new Map(
    loaded.openapi.specs.filter((s) => s.origin === 'file').map((s) => [s.id, s]),
  );
  const out = new Set<string>();
  for (const summary of rendered.values()) {
    if (!summary.extraFiles?.some((f) => f.startsWith(`${GATED_PLAYGROUND_DIR}/`))) continue;
    for (const input of summary.inputs ?? []) {
      const spec = specs.get(input);
      if (!spec) continue;
      out.add(spec.id);
      for (const file of Object.keys(spec.externalDocuments)) out.add(file);
    }
  }
  return out;
}
