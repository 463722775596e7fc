import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import type { ParsedSpecText, TextSpan } from './parse-spec-text.js';

/** An `openapi/invalid-spec` warning in a spec file (raised to an error when the spec is used). */
export function specProblem(
  file: string,
  message: string,
  span?: TextSpan,
  hint?: string,
): Diagnostic {
  return createDiagnostic(
    {
      code: 'openapi/invalid-spec',
      severity: 'warning',
      message,
      hint: hint ?? 'Fix the spec: Quire reads OpenAPI 3.0 and 3.1 (JSON or YAML) and Swagger 2.0.',
      at: span ? { file, ...span } : { file, line: 1, column: 1 },
    },
    'warning',
  );
}

/** Positions a problem found at a pointer of a parsed file. */
export function specProblemAt(
  file: string,
  parsed: ParsedSpecText | undefined,
  pointer: readonly string[],
  message: string,
  part: 'key' | 'value' = 'value',
  hint?: string,
): Diagnostic {
  return specProblem(
    file,
    message,
    parsed?.locate(pointer, part) ?? nearestSpan(parsed, pointer),
    hint,
  );
}

function nearestSpan(
  parsed: ParsedSpecText | undefined,
  pointer: readonly string[],
): TextSpan | undefined {
  for (let n = pointer.length - 1; parsed && n >= 0; n--) {
    const span = parsed.locate(pointer.slice(0, n), 'key');
    if (span) return span;
  }
  return undefined;
}
