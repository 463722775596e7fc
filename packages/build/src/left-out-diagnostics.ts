import type { LeftOutFile } from '@quire/config';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { buildCodes } from './codes.js';

/** One warning per dotfile or link out of the docs root that the site leaves out, at that file. */
export function leftOutDiagnostics(leftOut: readonly LeftOutFile[]): Diagnostic[] {
  return leftOut.map((entry) => {
    const at = { file: entry.path, line: 1, column: 1 };
    if (entry.kind === 'dotfile') {
      const code = 'build/dotfile-not-published';
      return createDiagnostic(
        {
          code,
          message: `${entry.path} was not published: names starting with a dot are private by default (they often hold secrets or tooling).`,
          hint: `To publish it, add the line "!${entry.path}" to .mintignore; to leave it out without this warning, add "${entry.path}" to .mintignore.`,
          at,
        },
        buildCodes[code].severity,
      );
    }
    const code = 'build/link-outside-root';
    return createDiagnostic(
      {
        code,
        message: `${entry.path} is a symbolic link to a place outside the docs folder; it was not published or rendered.`,
        hint: 'Copy the file into the docs folder, or point the link at a file inside it; nothing outside the docs folder is published.',
        at,
      },
      buildCodes[code].severity,
    );
  });
}
