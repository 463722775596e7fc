/**
 * Props written as attributes arrive as strings (`arrow="true"`), bare attributes as `true`
 * and expressions as their value. These read them the way authors mean them.
 */
export function isTrue(value: unknown): boolean {
  if (typeof value === 'string') return value === '' || value.toLowerCase() === 'true';
  return value === true;
}

/** `false`, `"false"` → false; `true`, `"true"`, `""` → true; anything else → undefined. */
export function readBoolean(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === '' || v === 'true') return true;
    if (v === 'false') return false;
    return undefined;
  }
  return typeof value === 'boolean' ? value : undefined;
}

/** A finite number from a number or numeric string, else undefined. */
export function readNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A list of strings from an array or a single string (`tags="a"` or `tags={["a"]}`). */
export function readStringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(String);
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

/** Line numbers from `[1,3]`, `"[1,3,4]"`, `"1,3-5"` or `"{1,3-5}"`. */
export function readLineNumbers(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? [value] : [];
  if (typeof value !== 'string') return [];
  const out: number[] = [];
  for (const part of value.replace(/[[\]{}\s]/g, '').split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : from;
    for (let n = from; n <= to && n - from < 10_000; n++) out.push(n);
  }
  return out;
}
