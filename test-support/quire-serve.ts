import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../packages/cli/bin/quire.js', import.meta.url));

type Env = Record<string, string | undefined>;

/** Runs the built `quire` command to its end; throws with its output when it fails. */
export function runQuire(args: readonly string[], env: Env = {}): string {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0)
    throw new Error(
      `quire ${args.join(' ')} exited ${result.status}: ${result.stderr}${result.stdout}`,
    );
  return result.stdout;
}

/** A `quire serve` child process, listening on a free loopback port. */
export interface ServeProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What it printed on stderr so far. */
  stderr(): string;
  /** What it printed on stdout so far (its log). */
  stdout(): string;
  /** Kills it (SIGKILL by default, as a crash would) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `quire serve <site> --port 0 …args` with `env` added to the environment; resolves once it prints its URL. */
export function startQuireServe(
  site: string,
  args: readonly string[],
  env: Env,
): Promise<ServeProcess> {
  const child = spawn(process.execPath, [BIN, 'serve', site, '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`quire serve did not start: ${err}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`quire serve exited ${code}: ${err}`)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /at (http:\/\/[^\s]+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        child,
        stderr: () => err,
        stdout: () => out,
        async kill(signal = 'SIGKILL') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    });
  });
}
