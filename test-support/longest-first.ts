import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The seconds each test file took in a full run on the 2-core machine (`scripts/test-durations.mjs` writes it
 * from a JSON report). A fresh clone has no vitest cache, so without this table vitest orders by file size and
 * project, and a five-minute file could start last.
 */
const DURATIONS = new URL('./test-durations.json', import.meta.url);
/** A file the table does not know yet: run it among the short ones, before the shortest. */
const UNKNOWN_SECONDS = 5;

/**
 * Longest first, across both projects: with a few workers, starting the long files first is what keeps the
 * last worker from running alone at the end (the longest-processing-time rule).
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const table = JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) =>
      table[relative(root, spec.moduleId).split('\\').join('/')] ?? UNKNOWN_SECONDS;
    // Ties keep vitest's own order (failed first, then its cache or file size).
    const base = await super.sort(files);
    const rank = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort((a, b) => seconds(b) - seconds(a) || rank.get(a)! - rank.get(b)!);
  }
}
