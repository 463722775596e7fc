import type { Severity } from './diagnostic.js';

/** The documentation of one diagnostic code. Codes are permanent: never reuse or rename one. */
export interface CodeInfo {
  readonly code: string;
  readonly severity: Severity;
  /** One line: what the code means. */
  readonly title: string;
  /** A paragraph for the docs: when it is reported and how to fix it. */
  readonly description: string;
}

/** A package's codes, keyed by code. Each package exports one table; the CLI and docs join them. */
export type CodeTable = Readonly<Record<string, CodeInfo>>;

/** Declares a table of codes; the key of each entry is its code. */
export function defineCodes<const K extends string>(
  entries: Record<K, Omit<CodeInfo, 'code'>>,
): Readonly<Record<K, CodeInfo>> {
  const out = {} as Record<K, CodeInfo>;
  for (const code of Object.keys(entries) as K[]) {
    out[code] = { code, ...entries[code] };
  }
  return out;
}

/** Joins several packages' tables; a code defined twice is a programming error. */
export function mergeCodeTables(...tables: readonly CodeTable[]): CodeTable {
  const out: Record<string, CodeInfo> = {};
  for (const table of tables) {
    for (const [code, info] of Object.entries(table)) {
      if (out[code]) throw new Error(`diagnostic code ${code} is defined twice`);
      out[code] = info;
    }
  }
  return out;
}
