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
 * How long, at most, waiting work is held back while requests keep arriving (see `WorkSlots.arrived`),
 * from the first turn it was held back in; past it, work runs in every turn again until a turn passes
 * with no arrival.
 */
export const ARRIVALS_FIRST_MS = 250;

/** Local work that waits its turn, and what tells it that a request has arrived. */
export interface WorkSlots {
  readonly run: RunLocalWork;
  /** Called when a request arrives: the turns that follow read the next ones before any work starts. */
  arrived(): void;
}

/**
 * Local work (no network) that waits its turn: at most `slots` under way at once, each started in a
 * turn of the event loop of its own, in arrival order. Between two, the server reads the requests
 * that came in meanwhile and sends their first bytes, so a burst of answers does not hold back the
 * first byte of those behind it.
 *
 * While requests keep arriving (one arrived since the last turn), no work starts: Node accepts one new
 * connection a turn (libuv 1.45 and later), so work in every turn spaced a burst's connections out by the
 * work's length (200 questions at once: accepted over 300 to 600 ms, two answers' work between each).
 * Held back at most `ARRIVALS_FIRST_MS`, so that a steady stream of requests does not starve the answers.
 */
export function createWorkSlots(
  slots: number = WORK_SLOTS,
  now: () => number = () => performance.now(),
): WorkSlots {
  const waiting: (() => void)[] = [];
  let running = 0;
  let arrivals = 0;
  /**
   * When work was first held back in the current burst of arrivals (kept until a turn passes with no
   * arrival, so that once the burst's time is spent, work runs in every turn); undefined when none is.
   */
  let heldSince: number | undefined;
  /** Starts work in a turn of its own, unless requests arrived since it was scheduled (then a later turn). */
  const startInTurn = (begin: () => void) => {
    const mark = arrivals;
    setImmediate(() => {
      if (arrivals === mark) heldSince = undefined;
      else {
        const at = now();
        heldSince ??= at;
        if (at - heldSince < ARRIVALS_FIRST_MS) return startInTurn(begin);
      }
      begin();
    });
  };
  const pump = () => {
    while (running < slots && waiting.length > 0) {
      running++;
      startInTurn(waiting.shift()!);
    }
  };
  return {
    arrived: () => void arrivals++,
    run: async (work) => {
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
    },
  };
}
