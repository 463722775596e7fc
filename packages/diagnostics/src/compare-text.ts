/**
 * The order of names and messages in what Quire writes (reports, hints, cache keys, listings): the `en-US`
 * collation, the one `localeCompare` gives on the machines Quire is built and tested on, whatever the locale of
 * the machine it runs on. `localeCompare` follows `LANG`: on a Danish machine `aa.mdx` comes after `å.mdx` and
 * `Z` before `z`, so the same repository gave reports in another order.
 */
const collator = new Intl.Collator('en-US');

/** Compares two texts in the `en-US` collation (negative, zero or positive, as `localeCompare`). */
export const compareText: (a: string, b: string) => number = collator.compare;
