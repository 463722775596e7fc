import type { OpenApiIndex, OpenApiSpec } from './openapi-index.js';
import { specPathCandidates } from './spec-sources.js';

/**
 * The spec a spec token or `openapi` source names: by URL, or by repository path with or without a
 * leading slash and with or without its extension (`v3-openapi` finds `v3-openapi.yaml`).
 */
export function findSpec(index: OpenApiIndex, source: string): OpenApiSpec | undefined {
  for (const candidate of specPathCandidates(source)) {
    const spec = index.specs.find((s) => s.id === candidate);
    if (spec) return spec;
  }
  return undefined;
}
