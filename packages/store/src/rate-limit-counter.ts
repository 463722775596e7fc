import type { Queryable } from './store.js';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  readonly hits: number;
  /** When the current window ends (epoch milliseconds). */
  readonly resetAt: number;
}

/**
 * Counts one request against `bucket` (such as `key:<id>` or `address:<ip>`) in fixed windows of
 * `windowMs`, in one statement, so that every server sharing the database shares the count.
 */
export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  windowMs: number,
  now: number,
): Promise<RateLimitHit> {
  const windowStart = now - (now % windowMs);
  const row = await db.one<{ hits: number; window_start: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + 1 ELSE 1 END,
       window_start = excluded.window_start
     RETURNING hits, window_start`,
    [bucket, windowStart],
  );
  return {
    hits: Number(row?.hits ?? 1),
    resetAt: Number(row?.window_start ?? windowStart) + windowMs,
  };
}

export interface RateLimitReservation {
  /** How many of the requests asked for fit under the limit (0 once the window's limit is reached). */
  readonly granted: number;
  /** Requests counted in the current window by every server, this reservation included. */
  readonly hits: number;
  /** When the current window ends (epoch milliseconds). */
  readonly resetAt: number;
}

/**
 * Reserves `wanted` requests of `bucket`'s current window for one server at once, in one statement:
 * the server then admits that many from memory. Every server shares the count, and what is granted
 * never takes the window past `limit`, so the limit holds exactly however many servers share it
 * (a reservation that a server does not use before the window ends is lost with the window).
 */
export async function reserveRateLimit(
  db: Queryable,
  bucket: string,
  windowMs: number,
  now: number,
  wanted: number,
  limit: number,
): Promise<RateLimitReservation> {
  const windowStart = now - (now % windowMs);
  const row = await db.one<{ hits: number; window_start: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, $3)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + excluded.hits ELSE excluded.hits END,
       window_start = excluded.window_start
     RETURNING hits, window_start`,
    [bucket, windowStart, wanted],
  );
  const hits = Number(row?.hits ?? wanted);
  const before = hits - wanted;
  return {
    granted: Math.max(0, Math.min(wanted, limit - before)),
    hits,
    resetAt: Number(row?.window_start ?? windowStart) + windowMs,
  };
}

/** Forgets counters whose window ended before `before` (run now and then; they are recreated on demand). */
export async function pruneRateLimits(db: Queryable, before: number): Promise<number> {
  return (await db.run('DELETE FROM rate_limits WHERE window_start < $1', [before])).changes;
}
