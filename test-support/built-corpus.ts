import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The corpora of ../shared/corpora, read-only acceptance inputs. */
export const CORPORA_DIR = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));
export const CORPORA = [
  'hoppscotch',
  'mcp',
  'mem0',
  'mintlify-docs',
  'prefect',
  'stagehand',
  'tickdb',
  'trigger-dev',
  'turso',
] as const;
export type CorpusName = (typeof CORPORA)[number];

const repo = fileURLToPath(new URL('../', import.meta.url));
const cacheRoot = join(repo, 'node_modules', '.cache', 'quire-test-corpora');
const bin = join(repo, 'packages', 'cli', 'bin', 'quire.js');

/** What `quire build` and `quire validate` print with `--format json`. */
export interface JsonReport {
  diagnostics: {
    code: string;
    severity: string;
    message: string;
    file?: string;
    line?: number;
    column?: number;
    hint?: string;
  }[];
  errors: number;
  warnings: number;
}

export interface BuiltCorpus {
  readonly out: string;
  /** The build's cache folder (`--cache-dir`), as `.quire/cache` is in a repository after `quire build`. */
  readonly cacheDir: string;
  /** The `--format json` report of the build. */
  readonly report: JsonReport;
  readonly exitCode: number;
  /** What the CLI printed on stderr. */
  readonly summary: string;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Builds a corpus with the real `quire build` command once per test run (several test files
 * share it; a lock keeps two workers from building the same corpus at once).
 */
export function builtCorpus(name: CorpusName): BuiltCorpus {
  const dir = join(cacheRoot, name);
  const done = join(dir, 'report.json');
  const lock = join(cacheRoot, `${name}.lock`);
  const runId = process.env.QUIRE_TEST_RUN ?? String(process.ppid);
  mkdirSync(cacheRoot, { recursive: true });
  for (;;) {
    if (existsSync(done)) {
      const saved = JSON.parse(readFileSync(done, 'utf8')) as BuiltCorpus & { runId: string };
      if (saved.runId === runId) return saved;
    }
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test worker is building it; a lock older than ten minutes is stale.
      if (Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      sleep(500);
    }
  }
  try {
    rmSync(join(dir, 'site'), { recursive: true, force: true });
    const r = spawnSync(
      process.execPath,
      [
        bin,
        'build',
        join(CORPORA_DIR, name),
        '--out',
        join(dir, 'site'),
        '--cache-dir',
        join(dir, 'cache'),
        '--format',
        'json',
      ],
      {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    const built = {
      out: join(dir, 'site'),
      cacheDir: join(dir, 'cache'),
      report: JSON.parse(r.stdout),
      exitCode: r.status ?? -1,
      summary: r.stderr,
      runId,
    };
    writeFileSync(done, JSON.stringify(built));
    return built;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
