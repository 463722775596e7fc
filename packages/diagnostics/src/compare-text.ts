/**
 * The order of names and messages in what Quire writes (reports, hints, cache keys, listings): the `en-US`
 * collation, the one `localeCompare` gives on the machines Quire is built and tested on, whatever the locale of
 * the machine it runs on. `localeCompare` follows `LANG`: on a Danish machine `aa.mdx` comes after `å.mdx` and
 * `Z` before `z`, so the same repository gave reports in another order.
 */
let collator: Intl.Collator | undefined;

/**
 * Compares two texts in the `en-US` collation (negative, zero or positive, as `localeCompare`). The collator is
 * made on the first comparison (about 10 ms of ICU's), not when the module loads: most runs of a command, and
 * most threads, compare nothing.
 */
export function compareText(a: string, b: string): number {
  return (collator ??= new Intl.Collator('en-US')).compare(a, b);
}
