import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path of a compiled script of this package (`render-worker.js`, `build-thread-worker.js`) for a worker to
 * run, or undefined when running from TypeScript sources (tests), where there is none.
 */
export function compiledScript(name: string): string | undefined {
  const path = fileURLToPath(new URL(`./${name}`, import.meta.url));
  return import.meta.url.endsWith('.js') && existsSync(path) ? path : undefined;
}
