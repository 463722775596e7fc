import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Listens on `host:port` (port 0 picks a free one) and resolves once it is listening. The process's own
 * `Request` and `Response` are left as they are (`overrideGlobalObjects: false`): the node server's lighter
 * ones lack methods other code in the same process uses (Shiki loads its WebAssembly with `Response.bytes()`).
 */
export function listen(app: Hono, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolvePromise, reject) => {
    const server = serve(
      { fetch: app.fetch, port, hostname: host, overrideGlobalObjects: false },
      (info: AddressInfo) => {
        const shownHost = host.includes(':') ? `[${host}]` : host;
        resolvePromise({
          url: `http://${shownHost}:${info.port}`,
          port: info.port,
          close: () => new Promise((done) => server.close(() => done())),
        });
      },
    );
    server.once('error', reject);
  });
}
