import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

/** A request the remote received: the path, whether it carried the token, and the user name sent with it. */
export interface RemoteRequest {
  readonly method: string;
  readonly path: string;
  /** `granted`: the right token; `denied`: a wrong one; `none`: no credential (git tries without first). */
  readonly credential: 'granted' | 'denied' | 'none';
}

export interface GitHttpsRemote {
  /** The repository's URL: `https://127.0.0.1:<port>/<name>.git`. */
  readonly url: string;
  readonly requests: RemoteRequest[];
  /**
   * A git config file trusting the remote's self-signed certificate (`http.sslCAInfo`): what the server's
   * git is given as `GIT_CONFIG_GLOBAL`, as an operator would add a private CA.
   */
  readonly gitConfig: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this remote only. */
function selfSigned(dir: string): { key: string; cert: string; certFile: string } {
  const key = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

function credentialOf(req: IncomingMessage, token: string): RemoteRequest['credential'] {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return 'none';
  const [, password] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return password === token ? 'granted' : 'denied';
}

/** Hands a request to `git http-backend` (CGI) and its answer back. */
function httpBackend(root: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'https://127.0.0.1');
  const cgi = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REMOTE_USER: 'agent',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      HTTP_CONTENT_ENCODING: String(req.headers['content-encoding'] ?? ''),
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
    },
  });
  req.pipe(cgi.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  cgi.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) return void res.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString('utf8').split('\r\n')) {
      const [name, ...rest] = line.split(':');
      const value = rest.join(':').trim();
      if (name?.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
      else if (name) res.setHeader(name, value);
    }
    res.writeHead(status);
    res.write(head.subarray(end + 4));
  });
  cgi.on('close', () => res.end());
}

/**
 * A bare repository served over HTTPS on loopback by `git http-backend` behind node's https server. Every
 * request needs HTTP Basic with `token` as the password (any user name): without it the answer is 401
 * (git then asks its credential helper), with a wrong one 401 again.
 */
export async function startGitHttpsRemote(bare: string, token: string): Promise<GitHttpsRemote> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-https-remote-'));
  const tls = selfSigned(dir);
  const gitConfig = join(dir, 'gitconfig');
  writeFileSync(gitConfig, `[http]\n\tsslCAInfo = ${tls.certFile}\n`);
  const requests: RemoteRequest[] = [];
  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const credential = credentialOf(req, token);
    requests.push({ method: req.method ?? '', path: req.url ?? '', credential });
    if (credential !== 'granted') {
      req.resume();
      res.writeHead(401, { 'www-authenticate': 'Basic realm="docs"' }).end('Unauthorized');
      return;
    }
    httpBackend(dirname(bare), req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/${basename(bare)}`,
    requests,
    gitConfig,
    close: () =>
      new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
