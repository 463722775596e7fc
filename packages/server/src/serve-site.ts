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

/**
 * Listens on `host:port` (port 0 picks a free one) and resolves once it is listening, with the time
 * limits and connection cap of `limits`. The process's own `Request` and `Response` are left as they
 * are (`overrideGlobalObjects: false`): the node server's lighter ones lack methods other code in the
 * same process uses (Shiki loads its WebAssembly with `Response.bytes()`).
 */
export function listen(
  app: Hono,
  port: number,
  host: string,
  limits: HttpLimits = DEFAULT_HTTP_LIMITS,
): Promise<RunningServer> {
  return new Promise((resolvePromise, reject) => {
    const options = serverOptions(limits);
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname: host,
        overrideGlobalObjects: false,
        serverOptions: options,
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
    const http = server as HttpServer;
    http.keepAliveTimeout = options.keepAliveTimeout;
    if (limits.connectionsPerAddress !== null)
      capConnectionsPerAddress(server as Server, limits.connectionsPerAddress);
    server.once('error', reject);
  });
}
