import type { RateLimitRule } from '../server-config/server-config.js';
import { ApiError } from './api-error.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * Counts a request against a bucket shared by every server on the same store; throws `rate_limited`
 * (429 with Retry-After in whole seconds) once the rule's count for the current window is reached.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  bucket: string,
  rule: RateLimitRule | null,
  now: number,
  what: string,
): Promise<void> {
  if (!rule) return;
  const refused = await limiter.take(bucket, rule, now);
  if (!refused) return;
  const retryAfter = Math.max(1, Math.ceil((refused.resetAt - now) / 1000));
  throw new ApiError(
    'rate_limited',
    `Too many requests ${what}: the limit is ${rule.requests} per ${rule.windowSeconds} seconds. Wait ${retryAfter} seconds (the Retry-After header) and try again.`,
    {
      headers: {
        'retry-after': String(retryAfter),
        'x-ratelimit-limit': String(rule.requests),
        'x-ratelimit-reset': String(Math.ceil(refused.resetAt / 1000)),
      },
    },
  );
}
