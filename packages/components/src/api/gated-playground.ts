import type { PlaygroundSpec } from './playground-spec.js';

/** Where gated playground files live in the site (`/_quire/playground/<id>.json`). */
export const GATED_PLAYGROUND_DIR = '_quire/playground';

/** The site path of a gated playground's file, relative to the site root (no leading slash). */
export function gatedPlaygroundPath(id: string): string {
  return `${GATED_PLAYGROUND_DIR}/${id}.json`;
}

/**
 * The file the build writes for a gated (`auth`) playground: the spec and the page's groups, so
 * that `quire serve` can decide who may read it without looking anything else up.
 */
export interface GatedPlaygroundFile {
  readonly version: 1;
  /** Readers must be in one of these (empty: any signed-in reader). */
  readonly groups: readonly string[];
  readonly spec: PlaygroundSpec;
}

export function gatedPlaygroundFile(
  spec: PlaygroundSpec,
  groups: readonly string[] | undefined,
): GatedPlaygroundFile {
  return { version: 1, groups: [...(groups ?? [])], spec };
}

/** Reads a gated playground file's JSON; undefined when it is not one. */
export function parseGatedPlaygroundFile(value: unknown): GatedPlaygroundFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const spec = v['spec'] as Record<string, unknown> | undefined;
  if (
    v['version'] !== 1 ||
    !Array.isArray(v['groups']) ||
    typeof spec !== 'object' ||
    spec === null ||
    spec['version'] !== 1
  )
    return undefined;
  return {
    version: 1,
    groups: v['groups'].filter((g): g is string => typeof g === 'string'),
    spec: spec as unknown as PlaygroundSpec,
  };
}
