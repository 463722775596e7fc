import type { Diagnostic } from '@quire/diagnostics';

/**
 * Codes that `quire validate` reports as errors, so that CI catches content the reference platform
 * silently drops, while `build` and `dev` report them as warnings and resolve the config as the
 * reference does (the decisions page lists them): two kinds of children on one element, two
 * organising elements at the navigation root.
 */
export const TOLERATED_IN_BUILD: ReadonlySet<string> = new Set([
  'nav/mixed-children',
  'nav/multiple-root-kinds',
]);

/** Which command the diagnostics are for: `validate` fails on every error; `build` (and `dev`) tolerate what the reference platform does. */
export type CheckMode = 'validate' | 'build';

/** The diagnostics as `mode` reports them: in `build`, the tolerated errors become warnings. */
export function forMode(diagnostics: readonly Diagnostic[], mode: CheckMode): Diagnostic[] {
  if (mode === 'validate') return [...diagnostics];
  return diagnostics.map((d) =>
    d.severity === 'error' && TOLERATED_IN_BUILD.has(d.code)
      ? { ...d, severity: 'warning' as const }
      : d,
  );
}
