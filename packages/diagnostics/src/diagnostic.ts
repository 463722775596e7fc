import { cutLongValues } from './cut-long-values.js';
import { compareText } from './compare-text.js';
/** How serious a diagnostic is. `error` fails a command; `warning` fails it only under `--strict`. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * One problem found in a docs repository. Every user-facing failure is one of these:
 * what was found, what was expected, what to do, and where.
 */
export interface Diagnostic {
  /** Permanent code, listed in the docs (for example `config/unknown-key`). */
  readonly code: string;
  readonly severity: Severity;
  /** What was found and what was expected, in one sentence. */
  readonly message: string;
  /** File relative to the docs root, with forward slashes. */
  readonly file?: string;
  /** 1-based line. */
  readonly line?: number;
  /** 1-based column. */
  readonly column?: number;
  /** 1-based end line of the span, when known. */
  readonly endLine?: number;
  /** 1-based end column (exclusive), when known. */
  readonly endColumn?: number;
  /** What to do about it. */
  readonly hint?: string;
}

/** A place in a file. */
export interface Location {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
}

export interface DiagnosticInit {
  readonly code: string;
  readonly severity?: Severity;
  readonly message: string;
  readonly hint?: string;
  readonly at?: Location | undefined;
}

/** Builds a diagnostic; the severity defaults to the one the code is registered with. Long values in the message and hint are cut (`cutLongValues`). */
export function createDiagnostic(
  init: DiagnosticInit,
  defaultSeverity: Severity = 'error',
): Diagnostic {
  const d: {
    code: string;
    severity: Severity;
    message: string;
    file?: string;
    line?: number;
    column?: number;
    endLine?: number;
    endColumn?: number;
    hint?: string;
  } = {
    code: init.code,
    severity: init.severity ?? defaultSeverity,
    message: cutLongValues(init.message),
  };
  if (init.at) {
    d.file = init.at.file;
    d.line = init.at.line;
    d.column = init.at.column;
    if (init.at.endLine !== undefined) d.endLine = init.at.endLine;
    if (init.at.endColumn !== undefined) d.endColumn = init.at.endColumn;
  }
  if (init.hint !== undefined) d.hint = cutLongValues(init.hint);
  return d;
}

export interface DiagnosticCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

export function countDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticCounts {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    else if (d.severity === 'warning') warnings++;
    else infos++;
  }
  return { errors, warnings, infos };
}

/** Stable order: by file, line, column, then code. Diagnostics without a file come first. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareText(a.code, b.code),
  );
}
