import type { Queryable } from './store.js';

/**
 * Counts `requests` requests of a key to a route on the day of `now` (UTC), and notes `now` as when the
 * key was last used (unless another server already noted a later time).
 */
export async function recordKeyUse(
  db: Queryable,
  keyId: string,
  route: string,
  now: number,
  requests = 1,
): Promise<void> {
  const day = new Date(now).toISOString().slice(0, 10);
  await db.run(
    `INSERT INTO api_usage (key_id, day, route, requests) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key_id, day, route) DO UPDATE SET requests = api_usage.requests + excluded.requests`,
    [keyId, day, route, requests],
  );
  await db.run(
    'UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2)',
    [keyId, now],
  );
}

export interface KeyUsage {
  readonly day: string;
  readonly route: string;
  readonly requests: number;
}

/** A key's requests per day and route, newest day first. */
export async function keyUsage(db: Queryable, keyId: string): Promise<KeyUsage[]> {
  const rows = await db.all<{ day: string; route: string; requests: number }>(
    'SELECT day, route, requests FROM api_usage WHERE key_id = $1 ORDER BY day DESC, route',
    [keyId],
  );
  return rows.map((r) => ({ day: r.day, route: r.route, requests: Number(r.requests) }));
}
