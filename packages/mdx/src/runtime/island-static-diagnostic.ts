import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { mdxCodes } from '../codes.js';

/** The warning for an element of a page or snippet component that cannot run in the browser: it stays as rendered at build time. */
export function islandStaticDiagnostic(
  name: string,
  why: string,
  at: { file: string; line: number; column: number },
): Diagnostic {
  return createDiagnostic(
    {
      code: 'mdx/island-static',
      message: `<${name}> is shown as rendered at build time and does not run in the browser: ${why}.`,
      hint: 'Copy what it imports into a snippet; pass it data (text, numbers, lists, objects), components that a page or snippet exports, and MDX children.',
      at: { file: at.file, line: Math.max(1, at.line), column: Math.max(1, at.column) },
    },
    mdxCodes['mdx/island-static'].severity,
  );
}
