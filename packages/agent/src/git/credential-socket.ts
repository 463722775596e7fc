import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The compiled helper script: beside this module, or in the package's dist when this runs from its TypeScript source (tests). */
function helperScript(): string {
  const beside = fileURLToPath(new URL('./credential-helper-script.js', import.meta.url));
  return existsSync(beside)
    ? beside
    : fileURLToPath(new URL('../../dist/git/credential-helper-script.js', import.meta.url));
}

/** The user name sent with a token; GitHub takes any with a token as the password. */
const TOKEN_USER = 'x-access-token';

/** What the helper saw while git ran: whether the remote refused the token (git then asks the helper to erase it). */
export interface CredentialUse {
  readonly refused: boolean;
}

/** `key=value` lines of git's credential protocol. */
const fieldsOf = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as const),
  );

function answer(remote: URL, token: string, use: { refused: boolean }) {
  return (socket: Socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      let asked: { operation?: string; request?: string };
      try {
        asked = JSON.parse(text) as typeof asked;
      } catch {
        return void socket.end('');
      }
      const fields = fieldsOf(asked.request ?? '');
      // Only the job's own remote gets the token: same protocol, same host and port.
      const ours =
        `${fields.get('protocol') ?? ''}:` === remote.protocol &&
        fields.get('host') === remote.host;
      if (ours && asked.operation === 'erase') use.refused = true;
      socket.end(
        ours && asked.operation === 'get' ? `username=${TOKEN_USER}\npassword=${token}\n` : '',
      );
    });
    socket.on('error', () => undefined);
  };
}

/**
 * Runs `work` with the `-c` arguments that make git ask this process for the credential of one http(s)
 * remote, through a helper script and a socket in a folder only this user can open. Every other helper
 * is switched off for that run. The token is never written to disk, put in git's environment or in its
 * arguments, and only answered for the remote's own protocol, host and port.
 */
export async function withCredentialSocket<T>(
  remoteUrl: string,
  token: string,
  work: (config: readonly string[], use: CredentialUse) => Promise<T>,
): Promise<T> {
  const remote = new URL(remoteUrl);
  const dir = await mkdtemp(join(tmpdir(), 'quire-git-'));
  const socketPath = join(dir, 'credential.sock');
  const use = { refused: false };
  const server = createServer(answer(remote, token, use));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  const helper = `!"${process.execPath}" "${helperScript()}" "${socketPath}"`;
  const config = [
    '-c',
    'credential.helper=',
    '-c',
    `credential.${remote.protocol}//${remote.host}.helper=${helper}`,
  ];
  try {
    return await work(config, use);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  }
}
