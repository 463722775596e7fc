import type { LoadedSiteModel } from '@quire/navigation';

/**
 * The repository files of the specs the site renders from: each loaded OpenAPI spec and the files
 * it reaches by `$ref`, and the AsyncAPI documents the navigation names. Other `.json` and `.yaml`
 * files are copied to the site but never read as specs.
 */
export function siteSpecFiles(loaded: Pick<LoadedSiteModel, 'openapi' | 'input'>): string[] {
  const out = new Set<string>();
  for (const spec of loaded.openapi.specs) {
    if (spec.origin !== 'file') continue;
    out.add(spec.id);
    for (const file of Object.keys(spec.externalDocuments)) out.add(file);
  }
  for (const source of loaded.input?.asyncapi?.keys() ?? []) out.add(source.replace(/^\/+/, ''));
  return [...out];
}
