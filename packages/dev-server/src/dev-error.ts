import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { codeFrame, type Diagnostic } from '@quire/diagnostics';

/** A problem as the error overlay shows it: where, what, the source around it and what to do. */
export interface DevError {
  readonly code: string;
  readonly severity: Diagnostic['severity'];
  readonly message: string;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  readonly hint?: string | undefined;
  /** A few source lines with a caret under the column (no colours). */
  readonly frame?: string | undefined;
  /** The URL of the page whose rendering found it; undefined for the site's own problems (docs.json, navigation, specs). */
  readonly page?: string | undefined;
}

/** Hints written for `quire build` that say something else under `quire dev`, where the page is already in view. */
const DEV_HINTS: Readonly<Record<string, string>> = {
  'build/page-crashed':
    'Fix the component or snippet that throws (the message says what failed); the page reloads by itself once it renders.',
  'mdx/component-error':
    'Fix the component or the props given to it here; the page reloads by itself once it renders without an error.',
};

/** Reads a file of the docs root for a code frame: texts already in memory first, never outside the root. */
export function createSourceReader(
  root: string,
  texts: ReadonlyMap<string, string> = new Map(),
): (file: string) => string | undefined {
  const base = resolve(root);
  return (file) => {
    const known = texts.get(file);
    if (known !== undefined) return known;
    const full = resolve(base, file);
    if (!full.startsWith(base + sep)) return undefined;
    try {
      return readFileSync(full, 'utf8');
    } catch {
      return undefined;
    }
  };
}

/** The overlay's form of a diagnostic, with a code frame when the file and line are known, and the page that found it. */
export function toDevError(
  d: Diagnostic,
  readSource: (file: string) => string | undefined,
  page?: string,
): DevError {
  const text = d.file !== undefined && d.line !== undefined ? readSource(d.file) : undefined;
  const frame =
    text !== undefined && d.line !== undefined
      ? codeFrame(text, d.line, d.column ?? 1, d.endLine === d.line ? d.endColumn : undefined)
      : undefined;
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    file: d.file,
    line: d.line,
    column: d.column,
    hint: DEV_HINTS[d.code] ?? d.hint,
    frame,
    page,
  };
}

/** A key that tells two reports of the same problem apart from different problems. */
export const diagnosticKey = (d: Diagnostic) =>
  `${d.code}\u0000${d.file ?? ''}\u0000${d.line ?? ''}\u0000${d.column ?? ''}\u0000${d.message}`;
