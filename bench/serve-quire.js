// What the service benchmarks share: `quire serve` on a free port, resolved with its URL once it
// says it is up (a module the benchmarks import, not a benchmark).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const QUIRE_BIN = join(
  fileURLToPath(new URL('../', import.meta.url)),
  'packages/cli/bin/quire.js',
);

/** What `quire serve` printed that the caller waits for: its API line, its ready line, or only its URL. */
const UP = {
  api: (out) => out.includes('API'),
  ready: (out) => /ready/.test(out),
  listening: () => true,
};

/**
 * Starts `quire serve <site> --port 0` in `cwd` (with `env` added to this process's environment);
 * resolves with its URL, its process and what it has printed so far, once `until` is seen. `nodeArgs`
 * go to node before the command (`--cpu-prof`), `args` to the command after its own.
 */
export function serveQuire(site, { cwd, env = {}, until = 'api', nodeArgs = [], args = [] }) {
  const child = spawn(
    process.execPath,
    [...nodeArgs, QUIRE_BIN, 'serve', site, '--port', '0', ...args],
    {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (url && UP[until](out)) resolve({ url, child, stdout: () => out });
    });
    child.once('exit', (code) => reject(new Error(`quire serve exited with ${code}: ${out}`)));
  });
}
