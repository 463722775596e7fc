/**
 * Work that waits its turn, one at a time, each in a turn of the event loop of its own: between two,
 * the server reads the requests that came in meanwhile (and sends their first bytes), so that a burst
 * of answers does not hold back the first byte of those behind it. Resolves waiters in arrival order.
 */
export function createTurns(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const next = () => {
    waiting.shift()?.();
    scheduled = waiting.length > 0;
    if (scheduled) setImmediate(next);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    });
}
