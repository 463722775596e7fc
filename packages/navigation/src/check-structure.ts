import { checkMixedChildren, checkNavigationRoot, checkPageReferences, collectNavigation, configCodes } from '@quire/config';
import type { Diagnostic, Location } from '@quire/diagnostics';

/** Problems a build resolves like the reference platform (keep the first kind of children) instead of failing. */
const RESOLVED_IN_BUILD = new Set<string>([configCodes['nav/mixed-children'].code, configCodes['nav/multiple-root-kinds'].code]);

export interface StructureCheckInput {
  readonly config: Readonly<Record<string, unknown>>;
  readonly files: ReadonlySet<string>;
  readonly locate: (pointer: string, part?: 'key' | 'value') => Location | undefined;
  readonly mode: 'validate' | 'build';
}

/**
 * The navigation structure problems, with the same rules (and so the same diagnostics) as
 * `quire validate`: one organising element at the root, one kind of children per element, pages
 * that exist. In `build` mode two kinds of children are a warning, resolved as the reference does.
 */
export function checkStructure(input: StructureCheckInput): Diagnostic[] {
  const context = {
    config: input.config,
    navigation: collectNavigation(input.config.navigation),
    files: input.files,
    locate: input.locate,
  };
  const found = [checkNavigationRoot, checkMixedChildren, checkPageReferences].flatMap((rule) => rule(context));
  if (input.mode === 'validate') return found;
  return found.map((d) => (RESOLVED_IN_BUILD.has(d.code) ? { ...d, severity: 'warning' as const } : d));
}
