import { execFile } from 'node:child_process';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { buildCodes } from './codes.js';

/** When each file of the docs root was last changed by a commit: path (relative to the root, `/`) → ISO date. */
export interface LastModified {
  readonly dates: Readonly<Record<string, string>>;
  /** Why there are no dates (no git, not a repository, a shallow clone), once for the whole build. */
  readonly diagnostics: readonly Diagnostic[];
}

const COMMIT = '\u0001';

function git(root: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'core.quotePath=false', '-C', root, ...args],
      { maxBuffer: 512 * 1024 * 1024, encoding: 'utf8', timeout: 120_000 },
      (error, stdout) => resolve(error ? undefined : stdout),
    );
  });
}

/** `git log --name-only` output (newest first) → the newest commit date of each file. */
export function parseGitLog(log: string): Record<string, string> {
  const dates: Record<string, string> = {};
  let date: string | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT)) date = line.slice(1).trim();
    else if (line !== '' && date !== undefined && !(line in dates)) dates[line] = date;
  }
  return dates;
}

const noDates = (why: string): LastModified => ({
  dates: {},
  diagnostics: [
    createDiagnostic(
      {
        code: 'build/no-git-history',
        message: `Pages show no last-updated date: ${why}.`,
        hint: 'Build from a full clone (in CI, fetch the whole history: `fetch-depth: 0` with actions/checkout), or set `lastUpdatedDate` in the frontmatter of the pages.',
      },
      buildCodes['build/no-git-history'].severity,
    ),
  ],
});

/**
 * The last commit date of every file under `root`, from ONE `git log` over the whole history (not
 * one per page). A shallow clone would date every file by its one commit, so it gives no dates,
 * as does a folder outside git; each says so once (`build/no-git-history`, info).
 */
export async function loadLastModified(root: string): Promise<LastModified> {
  const shallow = await git(root, ['rev-parse', '--is-shallow-repository']);
  if (shallow === undefined)
    return noDates('the docs are not in a git repository (or git is not installed)');
  if (shallow.trim() === 'true')
    return noDates(
      'the repository is a shallow clone, so its history does not say when each file last changed',
    );
  const log = await git(root, [
    'log',
    '--format=%x01%cI',
    '--name-only',
    '--no-renames',
    '--relative',
    '--',
    '.',
  ]);
  if (log === undefined) return noDates('`git log` failed in the docs folder');
  return { dates: parseGitLog(log), diagnostics: [] };
}
