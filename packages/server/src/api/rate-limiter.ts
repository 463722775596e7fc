import { reserveRateLimit, type Queryable } from '@quire/store';
import type { RateLimitRule } from '../server-config/server-config.js';

/** The most requests one server reserves at once; and the share of what is left in the window it asks for. */
const MAX_RESERVATION = 1000;
const RESERVE_SHARE = 8;
/** Past this many buckets in memory, those of ended windows are forgotten. */
const PRUNE_ABOVE = 10_000;

/** Undefined when the request is admitted; else when the window ends (epoch milliseconds). */
export type RateDecision = undefined | { readonly resetAt: number };

/** Per-bucket request counters in memory, backed by reservations in the store (shared by every server). */
export interface RateLimiter {
  take(bucket: string, rule: RateLimitRule, now: number): Promise<RateDecision>;
}

interface Window {
  readonly start: number;
  readonly resetAt: number;
  /** Requests reserved in the store and not yet admitted. */
  available: number;
  /** Requests of the window counted by every server, as of the last reservation. */
  hits: number;
  /** The store granted less than asked: the window's limit is reached. */
  full: boolean;
  reserving: Promise<void> | undefined;
}

/**
 * Rate limits that cost the store one write per reservation rather than per request: a server
 * reserves a share of what is left of a bucket's window (an eighth, at least 1, at most 1,000) and
 * admits that many from memory. Reservations never take a window past its limit, so the limit holds
 * exactly across servers; what one server reserved and did not use is not available to the others,
 * so with several servers a client can be refused a little before the limit (at most the other
 * servers' unused reservations, each an eighth of what was left when it was made).
 */
export function createRateLimiter(db: Queryable): RateLimiter {
  const windows = new Map<string, Window>();
  const windowOf = (bucket: string, rule: RateLimitRule, now: number): Window => {
    const windowMs = rule.windowSeconds * 1000;
    const start = now - (now % windowMs);
    const known = windows.get(bucket);
    if (known?.start === start) return known;
    if (windows.size >= PRUNE_ABOVE)
      for (const [name, w] of windows) if (w.resetAt <= now) windows.delete(name);
    const fresh: Window = {
      start,
      resetAt: start + windowMs,
      available: 0,
      hits: 0,
      full: false,
      reserving: undefined,
    };
    windows.set(bucket, fresh);
    return fresh;
  };
  const reserve = async (bucket: string, rule: RateLimitRule, w: Window, now: number) => {
    const left = Math.max(1, rule.requests - w.hits);
    const wanted = Math.min(MAX_RESERVATION, Math.ceil(left / RESERVE_SHARE));
    const got = await reserveRateLimit(
      db,
      bucket,
      rule.windowSeconds * 1000,
      Math.max(now, w.start),
      wanted,
      rule.requests,
    );
    w.available += got.granted;
    w.hits = got.hits;
    if (got.granted < wanted) w.full = true;
  };
  return {
    async take(bucket, rule, now) {
      const w = windowOf(bucket, rule, now);
      for (;;) {
        if (w.available > 0) {
          w.available--;
          return undefined;
        }
        if (w.full) return { resetAt: w.resetAt };
        w.reserving ??= reserve(bucket, rule, w, now).finally(() => (w.reserving = undefined));
        await w.reserving;
      }
    },
  };
}
