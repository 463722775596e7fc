import {
  checkMixedChildren,
  checkNavigationRoot,
  checkPageReferences,
  collectNavigation,
  type ReadRefusal,
} from '@quire/config';
import type { Diagnostic, Location } from '@quire/diagnostics';

export interface StructureCheckInput {
  readonly config: Readonly<Record<string, unknown>>;
  readonly files: ReadonlySet<string>;
  readonly unreadable?: ReadonlyMap<string, ReadRefusal> | undefined;
  readonly locate: (pointer: string, part?: 'key' | 'value') => Location | undefined;
}

/**
 * The navigation structure problems, with the same rules (and so the same diagnostics) as
 * `quire validate`: one organising element at the root, one kind of children per element (a warning,
 * resolved as the reference does), pages that exist.
 */
export function checkStructure(input: StructureCheckInput): Diagnostic[] {
  const context = {
    config: input.config,
    navigation: collectNavigation(input.config.navigation),
    files: input.files,
    unreadable: input.unreadable,
    locate: input.locate,
  };
  const found = [checkNavigationRoot, checkMixedChildren, checkPageReferences].flatMap((rule) =>
    rule(context),
  );
  return found;
}
