import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { capConnectionsPerAddress } from './cap-connections.js';
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from './server-config/server-config.js';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Node's own timeouts from the limits; the headers' at most the request's (Node requires it). */
function serverOptions(limits: HttpLimits) {
  const requestTimeout = limits.requestTimeoutSeconds * 1000;
  const headersTimeout = Math.min(limits.headersTimeoutSeconds * 1000, requestTimeout);
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeoutSeconds * 1000,
    // How often Node looks for requests past their time: often enough for the shortest limit.
    connectionsCheckingInterval: Math.max(250, Math.min(headersTimeout / 4, 30_000)),
  };
}

/** How `listen` serves, beyond its time limits. */
export interface ListenOptions {
  /**
   * The node server's own `Request` and `Response` as the process's (its default, `overrideGlobalObjects`):
   * a response made from a string or bytes is written to the socket as it is, where the platform's is read
   * back through a web stream (about 6 % of the CPU of a search request). For a process that only serves
   * (`quire serve`); off by default, since they change the globals of everything else in the process (tests
   * share one). What their `Response` lacks, `bytes()`, is added: Shiki loads its WebAssembly with it.
   */
  readonly lightResponses?: boolean;
}

/**
 * Listens on `host:port` (port 0 picks a free one) and resolves once it is listening, with the time
 * limits and connection cap of `limits`. The process's own `Request` and `Response` are left as they
 * are unless `options.lightResponses`: the node server's lighter ones lack methods other code in the
 * same process uses (Shiki loads its WebAssembly with `Response.bytes()`).
 */
export function listen(
  app: Hono,
  port: number,
  host: string,
  limits: HttpLimits = DEFAULT_HTTP_LIMITS,
  options: ListenOptions = {},
): Promise<RunningServer> {
  return new Promise((resolvePromise, reject) => {
    const timeouts = serverOptions(limits);
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname: host,
        overrideGlobalObjects: options.lightResponses === true,
        serverOptions: timeouts,
      },
      (info: AddressInfo) => {
        const shownHost = host.includes(':') ? `[${host}]` : host;
        resolvePromise({
          url: `http://${shownHost}:${info.port}`,
          port: info.port,
          close: () => new Promise((done) => server.close(() => done())),
        });
      },
    );
    if (options.lightResponses) completeLightResponse(globalThis.Response);
    const http = server as HttpServer;
    http.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (limits.connectionsPerAddress !== null)
      capConnectionsPerAddress(server as Server, limits.connectionsPerAddress);
    server.once('error', reject);
  });
}

/**
 * Gives the node server's `Response` the one method of the platform's it does not pass on to the platform's
 * (it inherits the platform's `bytes()`, which refuses an object that is not a platform `Response`).
 */
function completeLightResponse(light: typeof Response): void {
  if (Object.hasOwn(light.prototype, 'bytes')) return;
  Object.defineProperty(light.prototype, 'bytes', {
    value: async function bytes(this: Response) {
      return new Uint8Array(await this.arrayBuffer());
    },
    configurable: true,
    writable: true,
  });
}
