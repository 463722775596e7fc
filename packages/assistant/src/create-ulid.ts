const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 10 characters of the time (ms) and 16 of randomness, in Crockford's base 32. Ids made later
 * sort after earlier ones, so thread and turn ids double as pagination cursors.
 */
export function createUlid(now: number, random: Uint8Array): string {
  let time = '';
  for (let t = now, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32]! + time;
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[(random[i % random.length] ?? 0) % 32]!;
  return time + rest;
}

/** Whether a string has the shape of a ULID. */
export const isUlid = (s: string) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(s);
