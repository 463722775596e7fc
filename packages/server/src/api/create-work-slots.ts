import type { RunLocalWork } from '@quire/assistant';

/**
 * How many answers' retrievals (a search, then reading the pages it found) are under way at once. Two
 * keep the CPU busy while one waits for its files; more let a burst's retrievals flood each turn of
 * the event loop with their file reads and quoting, and hold back the first bytes of the requests that
 * arrive meanwhile (measured by `bench/assistant.mjs`: 200 questions at once, TTFB p99 about 790 ms
 * with no bound, 220 ms with two).
 */
export const WORK_SLOTS = 2;

/**
 * Local work (no network) that waits its turn: at most `slots` under way at once, each started in a
 * turn of the event loop of its own, in arrival order. Between two, the server reads the requests
 * that came in meanwhile and sends their first bytes, so a burst of answers does not hold back the
 * first byte of those behind it.
 */
export function createWorkSlots(slots: number = WORK_SLOTS): RunLocalWork {
  const waiting: (() => void)[] = [];
  let running = 0;
  const pump = () => {
    while (running < slots && waiting.length > 0) {
      running++;
      setImmediate(waiting.shift()!);
    }
  };
  return async (work) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      pump();
    });
    try {
      return await work();
    } finally {
      running--;
      pump();
    }
  };
}
