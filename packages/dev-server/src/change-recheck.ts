import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The watcher drops a second change to a file that comes within 50 ms of the first; a quick
 * second save would then never be seen. So the state of each changed file is noted when its
 * batch reads it, looked at again a little later, and reported once more when it moved on.
 */
export interface ChangeRecheck {
  /** Notes the files a batch is about to read. */
  note(files: readonly string[]): Promise<void>;
  /** Looks at a changed file again after the watcher's quiet period. */
  schedule(file: string): void;
  stop(): void;
}

const stateOf = (path: string) =>
  stat(path).then(
    (s) => `${s.size}:${s.mtimeMs}`,
    () => 'missing',
  );

export function createChangeRecheck(
  root: string,
  changed: (file: string) => void,
  delayMs = 120,
): ChangeRecheck {
  const noted = new Map<string, string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  return {
    async note(files) {
      for (const file of files) noted.set(file, await stateOf(join(root, file)));
    },
    schedule(file) {
      if (stopped) return;
      const timer = setTimeout(async () => {
        timers.delete(timer);
        const before = noted.get(file);
        if (stopped || before === undefined) return;
        if ((await stateOf(join(root, file))) !== before) changed(file);
      }, delayMs);
      timer.unref?.();
      timers.add(timer);
    },
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
    },
  };
}
