import type { Context } from 'hono';
import { plainAddress } from './address-ranges.js';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/** The address of the client: the socket's peer, or with `trustProxy` the first `X-Forwarded-For` entry. */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return plainAddress(forwarded);
  }
  const env = c.env as NodeBindings | undefined;
  return plainAddress(env?.incoming?.socket?.remoteAddress ?? 'unknown');
}
