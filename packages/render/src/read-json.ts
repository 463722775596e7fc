/** Narrowing helpers for reading docs.json values that were validated upstream. */
export type JsonObject = Readonly<Record<string, unknown>>;

export const asObject = (v: unknown): JsonObject | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : undefined;
export const asString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const asArray = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
export const asBoolean = (v: unknown): boolean | undefined =>
  typeof v === 'boolean' ? v : undefined;
