import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How many ports are tried, the one asked for included. */
export const PORT_TRIES = 10;

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Listens on `port`, or when it is taken on the next ones (ten tries in all), telling
 * `onBusy` each time; port 0 takes any free port. Rejects with the last error when none is free.
 */
export async function listenWithFallback(
  server: Server,
  port: number,
  host: string,
  onBusy: (port: number, next: number) => void,
): Promise<number> {
  const tries = port === 0 ? 1 : PORT_TRIES;
  for (let attempt = 0; ; attempt++) {
    const candidate = port === 0 ? 0 : port + attempt;
    try {
      return await listenOnce(server, candidate, host);
    } catch (error) {
      const busy = (error as { code?: string }).code === 'EADDRINUSE';
      if (!busy || attempt + 1 >= tries || candidate >= 65535) throw error;
      onBusy(candidate, candidate + 1);
    }
  }
}
