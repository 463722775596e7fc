import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';

export interface BuiltFixture {
  /** The temporary folder of the file's tests: the build writes `site/` and `cache/` in it. */
  readonly work: string;
  /** The built site. */
  readonly out: string;
  readonly result: BuildResult;
  /** A file of the built site, as text. */
  read(path: string): Promise<string>;
}

/**
 * Builds the docs repository at `root` once, before the tests of the file that calls this, into a temporary
 * folder removed after them; the tests read the output through the returned object.
 */
export function useBuiltFixture(root: string, prefix: string): BuiltFixture {
  let built: { work: string; result: BuildResult } | undefined;
  beforeAll(async () => {
    const work = await mkdtemp(join(tmpdir(), `quire-${prefix}-`));
    const result = await buildSite({
      root,
      outDir: join(work, 'site'),
      cacheDir: join(work, 'cache'),
      network: false,
    });
    built = { work, result };
  }, 120_000);
  afterAll(() => (built ? rm(built.work, { recursive: true, force: true }) : undefined));
  const get = () => {
    if (!built) throw new Error('the fixture is built in beforeAll; read it inside tests');
    return built;
  };
  return {
    get work() {
      return get().work;
    },
    get out() {
      return join(get().work, 'site');
    },
    get result() {
      return get().result;
    },
    read: (path) => readFile(join(get().work, 'site', path), 'utf8'),
  };
}
