import type { Diagnostic } from '@quire/diagnostics';
import { diagnosticKey } from './dev-error.js';

/** What changed in the problems known for one source (a page, or the whole site). */
export interface ProblemChange {
  /** Problems not reported before (the terminal prints them). */
  readonly added: readonly Diagnostic[];
  /** The set of errors changed (the overlay shows the new set). */
  readonly errorsChanged: boolean;
}

/** The problems last reported by each source: every rendered route, and the site itself (docs.json, navigation, specs). */
export interface ProblemTracker {
  record(source: string, diagnostics: readonly Diagnostic[]): ProblemChange;
  /** Drops the problems of sources that no longer exist (deleted pages). */
  retain(keep: (source: string) => boolean): boolean;
  /** Every current error (and invalid spec), each once, with the source that reported it first. */
  errors(): { readonly source: string; readonly diagnostic: Diagnostic }[];
  /** Sources whose last report had an error. */
  failing(): string[];
}

/**
 * What the overlay shows: errors, and a spec that does not load even where the build only warns
 * (no page of the navigation uses it yet): a spec being edited is one its author means to use;
 * likewise a page whose frontmatter names an operation its spec does not have.
 */
export const isShownProblem = (d: Diagnostic) =>
  d.severity === 'error' ||
  d.code === 'openapi/invalid-spec' ||
  d.code === 'openapi/unresolved-operation';

const errorKeys = (list: readonly Diagnostic[]) =>
  list.filter(isShownProblem).map(diagnosticKey).sort().join('\n');

export function createProblemTracker(): ProblemTracker {
  const bySource = new Map<string, readonly Diagnostic[]>();
  return {
    record(source, diagnostics) {
      const before = bySource.get(source) ?? [];
      const known = new Set(before.map(diagnosticKey));
      const added = diagnostics.filter((d) => !known.has(diagnosticKey(d)));
      if (diagnostics.length > 0) bySource.set(source, diagnostics);
      else bySource.delete(source);
      return { added, errorsChanged: errorKeys(before) !== errorKeys(diagnostics) };
    },
    retain(keep) {
      let changed = false;
      for (const [source, list] of bySource) {
        if (keep(source)) continue;
        bySource.delete(source);
        if (list.some(isShownProblem)) changed = true;
      }
      return changed;
    },
    errors() {
      const seen = new Map<string, { source: string; diagnostic: Diagnostic }>();
      for (const [source, list] of bySource)
        for (const d of list)
          if (isShownProblem(d) && !seen.has(diagnosticKey(d)))
            seen.set(diagnosticKey(d), { source, diagnostic: d });
      return [...seen.values()];
    },
    failing: () =>
      [...bySource].filter(([, list]) => list.some(isShownProblem)).map(([source]) => source),
  };
}
