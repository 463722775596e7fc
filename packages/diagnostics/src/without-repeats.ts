import type { Diagnostic } from './diagnostic.js';

const keyOf = (d: Diagnostic): string =>
  [d.code, d.file ?? '', d.line ?? 0, d.column ?? 0, d.message].join('\u0000');

/**
 * The diagnostics with each one kept once (same code, place and message), in their order: when two
 * stages run the same rule (the config check and the navigation resolver both check the navigation
 * structure), the problem is reported once.
 */
export function withoutRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = keyOf(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
