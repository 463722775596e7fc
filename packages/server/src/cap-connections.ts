import type { Server, Socket } from 'node:net';

const REFUSAL_BODY = JSON.stringify({
  code: 'too_many_connections',
  message:
    'This address has too many open connections to the server (http.connectionsPerAddress in the server config). Close some, or reuse them with keep-alive, and try again.',
  docs: '/api/errors#too_many_connections',
});

/** What a connection over the cap gets before it is closed: a 503 with a JSON error. */
const REFUSAL = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}`,
  'Retry-After: 1',
  'Connection: close',
  '',
  REFUSAL_BODY,
].join('\r\n');

/**
 * Caps the open connections of each client address (the socket's: behind a proxy, the proxy's): a
 * connection past `max` is answered 503 `too_many_connections` and closed before its request is
 * read, so that one client holding connections open (slowloris) cannot take them all.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSAL);
      socket.setTimeout(1000, () => socket.destroy());
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
