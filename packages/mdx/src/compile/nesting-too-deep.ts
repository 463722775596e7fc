import { createDiagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';
import { MAX_NESTING_DEPTH, type DeepNesting } from '../parse/find-deep-nesting.js';
import type { ModuleKind, ModuleRecord } from '../types.js';

/** The sentence of a file that nests past the bound: what, and the bound. */
/** What to do about a page nested past the bound. */
export const NESTING_HINT =
  'Close the elements, quotes, lists or brackets that were left open, or flatten the structure (a long list or table reads better than deep nesting).';

export const nestingMessage = (found: DeepNesting): string =>
  `This file nests ${found.what} more than ${MAX_NESTING_DEPTH} levels deep, so it is not built.`;

/** A file that nests past the bound (see `findDeepNesting`): not compiled, an error at the level past it. */
export function nestingTooDeep(
  file: string,
  kind: ModuleKind,
  hash: string,
  found: DeepNesting,
): ModuleRecord {
  const diagnostic = createDiagnostic(
    {
      code: 'mdx/nesting-too-deep',
      message: nestingMessage(found),
      hint: NESTING_HINT,
      at: { file, line: found.line, column: found.column },
    },
    mdxCodes['mdx/nesting-too-deep'].severity,
  );
  return {
    file,
    kind,
    hash,
    code: undefined,
    frontmatter: {},
    headings: [],
    snippetHeadings: [],
    imports: [],
    exports: [],
    components: [],
    diagnostics: [diagnostic],
  };
}
