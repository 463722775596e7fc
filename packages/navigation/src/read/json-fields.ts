import type { DivisionColor, Icon } from '../model.js';

/** A plain JSON object (not an array, not null). */
export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string after trimming, else undefined. */
export function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function booleanField(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * An icon: a string or `{name, style?, library?}`. `iconType` (accepted on navigation items and
 * pages) becomes the style of a string icon.
 */
export function iconField(value: unknown, iconType?: unknown): Icon | undefined {
  const style = stringField(iconType);
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    return style ? { name: value, style } : value;
  }
  if (!isRecord(value)) return undefined;
  const name = stringField(value.name);
  if (!name) return undefined;
  const icon: { name: string; style?: string; library?: string } = { name };
  const ownStyle = stringField(value.style) ?? style;
  const library = stringField(value.library);
  if (ownStyle) icon.style = ownStyle;
  if (library) icon.library = library;
  return icon;
}

export function colorField(value: unknown): DivisionColor | undefined {
  if (!isRecord(value)) return undefined;
  const light = stringField(value.light);
  const dark = stringField(value.dark);
  if (!light && !dark) return undefined;
  return { ...(light ? { light } : {}), ...(dark ? { dark } : {}) };
}
