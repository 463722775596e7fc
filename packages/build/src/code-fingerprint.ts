import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontmatterCache } from '@quire/navigation';
import { hashText } from './render-reuse.js';

const require = createRequire(import.meta.url);

/** The packages whose code changes every page: when it changes, nothing is reused. */
export const RENDER_PACKAGES = [
  '@quire/render',
  '@quire/components',
  '@quire/mdx',
  '@quire/client',
  '@quire/openapi',
];

/** The `.js` files below a folder. A walk of its own: Node 20's `readdirSync(…, { recursive })` took 4 times as long. */
function scriptsBelow(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) scriptsBelow(path, out);
    else if (entry.name.endsWith('.js')) out.push(path);
  }
  return out;
}

/** Each list's fingerprint, once a process (the code does not change while it runs). */
const fingerprints = new Map<string, string>();

/**
 * A hash of the compiled code of some of Quire's packages (and of this one): what a build reused from
 * the cache is built again when that code changes (a new version, or a rebuilt checkout).
 */
export function codeFingerprint(packages: readonly string[]): string {
  const key = packages.join('\n');
  let hash = fingerprints.get(key);
  if (hash === undefined) fingerprints.set(key, (hash = fingerprintOf(packages)));
  return hash;
}

/** The packages whose code reads frontmatter: the key of the frontmatter kept in the cache folder. */
const FRONTMATTER_PACKAGES = ['@quire/config', '@quire/navigation'];

/** Where the pages' parsed frontmatter is kept in the cache folder `dir`, for this Quire's code. */
export const frontmatterCacheIn = (dir: string): FrontmatterCache => ({
  dir,
  key: codeFingerprint(FRONTMATTER_PACKAGES),
});

function fingerprintOf(packages: readonly string[]): string {
  const dirs = [
    dirname(fileURLToPath(import.meta.url)),
    ...packages.map((p) => dirname(require.resolve(p))),
  ];
  const files = dirs.flatMap((d) => scriptsBelow(d).sort());
  return hashText(...files.map((f) => readFileSync(f)));
}
