import type { SqlValue } from './store.js';

/**
 * Rewrites `$1`, `$2`, … to SQLite's anonymous `?` and orders the values to match (a placeholder used
 * twice takes its value twice). Text inside quotes is left alone.
 */
export function positionalParams(sql: string): {
  readonly sql: string;
  readonly order: readonly number[];
} {
  const order: number[] = [];
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i] as string;
    if (quote) {
      if (ch === quote) quote = undefined;
      out += ch;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    const digits = ch === '$' ? /^\d+/.exec(sql.slice(i + 1))?.[0] : undefined;
    if (digits) {
      order.push(Number(digits) - 1);
      out += '?';
      i += digits.length;
      continue;
    }
    out += ch;
  }
  return { sql: out, order };
}

/** The values in the order `positionalParams` found their placeholders. */
export function orderParams(order: readonly number[], params: readonly SqlValue[]): SqlValue[] {
  return order.map((index) => {
    if (index < 0 || index >= params.length)
      throw new RangeError(
        `the query uses $${index + 1} but only ${params.length} values were given`,
      );
    return params[index] as SqlValue;
  });
}
