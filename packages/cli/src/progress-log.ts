/** How often a build writing to a log (no terminal) says how far it is. */
export const PROGRESS_LOG_INTERVAL_MS = 5000;

/**
 * Progress for a log: a line `rendered 120/375 pages` when at least `intervalMs` passed since the last line (or
 * the start), so that CI logs never sit silent through a long build. The last page writes nothing: the build's
 * summary follows.
 */
export function progressLog(
  write: (line: string) => void,
  now: () => number,
  intervalMs = PROGRESS_LOG_INTERVAL_MS,
): (done: number, total: number) => void {
  let last = now();
  return (done, total) => {
    const at = now();
    if (done >= total || at - last < intervalMs) return;
    last = at;
    write(`  rendered ${done}/${total} pages\n`);
  };
}
