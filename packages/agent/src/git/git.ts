import { execFile } from 'node:child_process';
import { withCredentialSocket } from './credential-socket.js';

/** The credential of an http(s) remote: the forge token, given to git for that remote only. */
export interface GitCredential {
  /** The remote's URL; the token is offered to its protocol, host and port, and only when it is http(s). */
  readonly url: string;
  readonly token: string;
}

/** What a clone or a push may take: a signal that stops it, and the remote's credential. */
export interface RemoteOptions {
  readonly signal?: AbortSignal | undefined;
  readonly credential?: GitCredential | undefined;
}

/** The git operations a job needs, behind one interface; `createGitCli` runs the real `git` binary. */
export interface Git {
  /** Clones one branch of `repository` (a path or URL) into `dir`. */
  cloneBranch(
    repository: string,
    branch: string,
    dir: string,
    options?: RemoteOptions,
  ): Promise<void>;
  /** Creates and checks out a new branch at the current commit. */
  createBranch(dir: string, name: string): Promise<void>;
  /** Files added, changed or deleted in the work tree, relative to the repository root. */
  changedFiles(dir: string): Promise<string[]>;
  /** Stages everything and commits; returns the new commit's id. */
  commitAll(dir: string, message: string): Promise<string>;
  /** The URL of the `origin` remote of a local repository; undefined when it has none. */
  originUrl(dir: string): Promise<string | undefined>;
  /** Pushes `branch` to `origin` (replacing a branch of that name an earlier attempt pushed). */
  push(dir: string, branch: string, options?: RemoteOptions): Promise<void>;
}

export interface GitCliOptions {
  /** The environment git runs with (the server's PATH, HOME, SSH agent, git config; nothing else). */
  readonly env: Readonly<Record<string, string>>;
  readonly authorName?: string;
  readonly authorEmail?: string;
}

/** A git command that failed: the command (without secrets) and what git printed. */
export class GitError extends Error {
  override readonly name = 'GitError';
  /** The remote refused the credential, or git had none to give (the forge token is missing or wrong). */
  readonly credentialProblem: boolean;
  constructor(message: string, credentialProblem: boolean) {
    super(message);
    this.credentialProblem = credentialProblem;
  }
}

/** What git prints when a remote wants a credential it does not have, or refuses the one it got. */
const CREDENTIAL_FAILURE =
  /could not read (Username|Password)|terminal prompts disabled|Authentication failed|Invalid username or password|HTTP Basic: Access denied|requested URL returned error: 40[13]/i;

function run(
  args: readonly string[],
  cwd: string | undefined,
  context: { readonly shown: string; readonly env: Readonly<Record<string, string>> },
  signal?: AbortSignal,
  refused: () => boolean = () => false,
): Promise<string> {
  const env = {
    PATH: '/usr/bin:/bin',
    HOME: '/tmp',
    ...context.env,
    GIT_TERMINAL_PROMPT: '0',
    LANG: 'C',
  };
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, env, maxBuffer: 64 * 1024 * 1024, ...(signal ? { signal } : {}) },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const said = String(stderr || error.message).trim();
        const message = `git ${context.shown} failed: ${said.slice(0, 500)}`;
        reject(new GitError(message, refused() || CREDENTIAL_FAILURE.test(said)));
      },
    );
  });
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

/** The real implementation: the `git` binary, with hooks switched off and a fixed author. */
export function createGitCli(options: GitCliOptions): Git {
  const name = options.authorName ?? 'Quire agent';
  const email = options.authorEmail ?? 'agent@quire.invalid';
  const safe = ['-c', 'core.hooksPath=/dev/null', '-c', `user.name=${name}`];
  safe.push('-c', `user.email=${email}`, '-c', 'commit.gpgsign=false');
  const git = (args: readonly string[], dir: string | undefined, shown: string) =>
    run(args, dir, { shown, env: options.env });
  /** A command on a remote: with the credential helper when there is a token for an http(s) remote. */
  const remote = (
    args: readonly string[],
    dir: string | undefined,
    shown: string,
    given: RemoteOptions = {},
  ) => {
    const { credential, signal } = given;
    if (!credential || !isHttp(credential.url))
      return run([...safe, ...args], dir, { shown, env: options.env }, signal);
    return withCredentialSocket(credential.url, credential.token, (config, use) =>
      run(
        [...safe, ...config, ...args],
        dir,
        { shown, env: options.env },
        signal,
        () => use.refused,
      ),
    );
  };
  return {
    async cloneBranch(repository, branch, dir, given) {
      // `--no-local`: a repository on a local path is cloned through git's transport, as a URL is, never by
      // copying its objects folder, where a push under way (another job's) keeps files that it then removes.
      const args = [
        'clone',
        '--quiet',
        '--no-local',
        '--no-tags',
        '--single-branch',
        '--branch',
        branch,
      ];
      await remote([...args, '--', repository, dir], undefined, `clone ${branch}`, given);
    },
    async createBranch(dir, branchName) {
      await git([...safe, 'switch', '--quiet', '-c', branchName], dir, `switch -c ${branchName}`);
    },
    async changedFiles(dir) {
      const out = await git(
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
      await git([...safe, 'add', '--all'], dir, 'add');
      await git([...safe, 'commit', '--quiet', '--no-verify', '-m', message], dir, 'commit');
      return (await git(['rev-parse', 'HEAD'], dir, 'rev-parse')).trim();
    },
    async originUrl(dir) {
      const url = await git(['remote', 'get-url', 'origin'], dir, 'remote get-url origin').catch(
        () => '',
      );
      return url.trim() || undefined;
    },
    async push(dir, branchName, given) {
      const args = ['push', '--quiet', '--force', 'origin', `HEAD:refs/heads/${branchName}`];
      await remote(args, dir, `push ${branchName}`, given);
    },
  };
}
