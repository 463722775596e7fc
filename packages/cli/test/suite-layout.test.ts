import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// vite.config.ts runs `*.browser.test.ts` files each in a process of its own and every other file in shared
// workers. A file that reaches Playwright under another name would bring its async hooks into a shared
// worker; a `.browser` file that reaches no browser would pay for a process it does not need.

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const IMPORT = /\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function testSources(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
    }
  };
  for (const pkg of readdirSync(join(REPO, 'packages'))) {
    const dir = join(REPO, 'packages', pkg, 'test');
    if (existsSync(dir)) walk(dir);
  }
  return found.sort();
}

/** The file a relative import names (sources are imported with a `.js` suffix). */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p));
}

function reachesBrowser(file: string, memo: Map<string, boolean>, path: Set<string>): boolean {
  const known = memo.get(file);
  if (known !== undefined) return known;
  if (path.has(file)) return false;
  path.add(file);
  let reaches = false;
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]!;
    if (/^(playwright|@playwright\/)/.test(specifier)) reaches = true;
    else if (specifier.startsWith('.')) {
      const local = resolveLocal(file, specifier);
      if (local && reachesBrowser(local, memo, path)) reaches = true;
    }
    if (reaches) break;
  }
  path.delete(file);
  memo.set(file, reaches);
  return reaches;
}

describe('the test suite layout', () => {
  it('names every test file that drives a browser *.browser.test.ts, and no other', () => {
    const memo = new Map<string, boolean>();
    const misnamed = testSources()
      .filter(
        (file) => reachesBrowser(file, memo, new Set()) !== /\.browser\.test\.tsx?$/.test(file),
      )
      .map((file) => relative(REPO, file));
    expect(misnamed).toEqual([]);
    // The walk finds the browser files it is meant to find.
    expect(memo.get(join(REPO, 'packages/build/test/e2e-site.browser.test.ts'))).toBe(true);
  });
});
