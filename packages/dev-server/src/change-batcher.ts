import type { ChangeEvent } from './apply-source-changes.js';

/** Collects file events and hands them over in batches, one batch at a time. */
export interface ChangeBatcher {
  push(file: string, event: ChangeEvent): void;
  /** Resolves when every event pushed so far has been handled. */
  settled(): Promise<void>;
}

/**
 * Waits until events stop for `quietMs` (editors write a file in several steps; a branch switch
 * changes hundreds), then runs `handle` with one event per file; events that arrive meanwhile
 * form the next batch. An added or deleted file stays so when it is also changed.
 */
export function createChangeBatcher(
  handle: (batch: ReadonlyMap<string, ChangeEvent>) => Promise<void>,
  quietMs = 15,
): ChangeBatcher {
  let pending = new Map<string, ChangeEvent>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let waiters: (() => void)[] = [];
  const idle = () => pending.size === 0 && timer === undefined;
  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = new Map();
    running = running
      .then(() => handle(batch))
      .catch(() => undefined)
      .then(() => {
        if (!idle()) return;
        const done = waiters;
        waiters = [];
        for (const w of done) w();
      });
  };
  return {
    push(file, event) {
      const before = pending.get(file);
      pending.set(
        file,
        before !== undefined && before !== 'change' && event === 'change' ? before : event,
      );
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    },
    settled() {
      if (idle()) return running;
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
