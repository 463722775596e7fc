import { execFile } from 'node:child_process';

/** The git operations a job needs, behind one interface; `createGitCli` runs the real `git` binary. */
export interface Git {
  /** Clones one branch of `repository` (a path or URL) into `dir`. */
  cloneBranch(repository: string, branch: string, dir: string, signal?: AbortSignal): Promise<void>;
  /** Creates and checks out a new branch at the current commit. */
  createBranch(dir: string, name: string): Promise<void>;
  /** Files added, changed or deleted in the work tree, relative to the repository root. */
  changedFiles(dir: string): Promise<string[]>;
  /** Stages everything and commits; returns the new commit's id. */
  commitAll(dir: string, message: string): Promise<string>;
  /** The URL of the `origin` remote of a local repository; undefined when it has none. */
  originUrl(dir: string): Promise<string | undefined>;
  /** Pushes `branch` to `origin` (replacing a branch of that name an earlier attempt pushed). */
  push(dir: string, branch: string, signal?: AbortSignal): Promise<void>;
}

export interface GitCliOptions {
  /** Extra `-c` settings for pushes, such as an `http.extraHeader` with a forge token. */
  readonly pushConfig?: readonly string[];
  readonly authorName?: string;
  readonly authorEmail?: string;
}

/** A git command that failed: the command (without secrets) and what git printed. */
export class GitError extends Error {
  override readonly name = 'GitError';
}

const PASSED_ENV = [
  'PATH',
  'HOME',
  'XDG_CONFIG_HOME',
  'SSH_AUTH_SOCK',
  'GIT_SSH_COMMAND',
  'GIT_CONFIG_GLOBAL',
] as const;

function run(
  args: readonly string[],
  cwd: string | undefined,
  shown: string,
  signal?: AbortSignal,
): Promise<string> {
  // The server's git identity and credentials (HOME's config, an SSH agent), and nothing else of its environment.
  const passed = Object.fromEntries(
    PASSED_ENV.flatMap((name) =>
      process.env[name] === undefined ? [] : [[name, process.env[name]]],
    ),
  );
  const env = {
    PATH: '/usr/bin:/bin',
    HOME: '/tmp',
    ...passed,
    GIT_TERMINAL_PROMPT: '0',
    LANG: 'C',
  };
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, env, maxBuffer: 64 * 1024 * 1024, ...(signal ? { signal } : {}) },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new GitError(
              `git ${shown} failed: ${String(stderr || error.message)
                .trim()
                .slice(0, 500)}`,
            ),
          );
        else resolve(stdout);
      },
    );
  });
}

/** The real implementation: the `git` binary, with hooks switched off and a fixed author. */
export function createGitCli(options: GitCliOptions = {}): Git {
  const name = options.authorName ?? 'Quire agent';
  const email = options.authorEmail ?? 'agent@quire.invalid';
  const safe = [
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    `user.name=${name}`,
    '-c',
    `user.email=${email}`,
    '-c',
    'commit.gpgsign=false',
  ];
  return {
    async cloneBranch(repository, branch, dir, signal) {
      await run(
        [
          ...safe,
          'clone',
          '--quiet',
          '--no-tags',
          '--single-branch',
          '--branch',
          branch,
          '--',
          repository,
          dir,
        ],
        undefined,
        `clone ${branch}`,
        signal,
      );
    },
    async createBranch(dir, branchName) {
      await run([...safe, 'switch', '--quiet', '-c', branchName], dir, `switch -c ${branchName}`);
    },
    async changedFiles(dir) {
      const out = await run(
        ['status', '--porcelain', '-z', '--untracked-files=all'],
        dir,
        'status',
      );
      return out
        .split('\0')
        .filter((e) => e.length > 3)
        .map((e) => e.slice(3));
    },
    async commitAll(dir, message) {
      await run([...safe, 'add', '--all'], dir, 'add');
      await run([...safe, 'commit', '--quiet', '--no-verify', '-m', message], dir, 'commit');
      return (await run(['rev-parse', 'HEAD'], dir, 'rev-parse')).trim();
    },
    async originUrl(dir) {
      return (
        (
          await run(['remote', 'get-url', 'origin'], dir, 'remote get-url origin').catch(() => '')
        ).trim() || undefined
      );
    },
    async push(dir, branchName, signal) {
      const config = (options.pushConfig ?? []).flatMap((c) => ['-c', c]);
      await run(
        [
          ...safe,
          ...config,
          'push',
          '--quiet',
          '--force',
          'origin',
          `HEAD:refs/heads/${branchName}`,
        ],
        dir,
        `push ${branchName}`,
        signal,
      );
    },
  };
}
