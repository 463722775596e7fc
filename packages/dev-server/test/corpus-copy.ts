import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPORA = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));

/** A temporary folder holding a writable copy of a corpus (the corpora themselves are read-only). */
export async function copyCorpus(name: string): Promise<{ work: string; root: string }> {
  const work = await mkdtemp(join(tmpdir(), `quire-dev-${name}-`));
  const root = join(work, name);
  await cp(join(CORPORA, name), root, { recursive: true });
  return { work, root };
}

/** Polls `check` until it returns a value other than undefined (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  what = 'the condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
