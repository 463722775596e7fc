/** Files read at once when a whole site is read: far below any open-file limit, enough to keep the disk busy. */
export const READ_CONCURRENCY = 64;

/**
 * `fn` over `items`, at most `limit` at a time, results in the order of `items`. Reading every page of a site
 * with one `Promise.all` opens them all at once: at 10,000 pages, with a render worker reading the same site
 * beside the build, the process ran out of file descriptors (EMFILE).
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
