import type { PlaygroundField, PlaygroundScalarKind } from '../../api/playground-field.js';
import { bytesToBase64 } from './bytes-to-base64.js';
import type { FieldValue } from './playground-values.js';

function scalar(
  kind: PlaygroundScalarKind | undefined,
  options: readonly unknown[] | undefined,
  text: string,
): unknown {
  if (kind === 'number' || kind === 'integer') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : text;
  }
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (kind === 'enum') return options?.find((o) => String(o) === text) ?? text;
  return text;
}

/** The items of a comma-separated list input. */
export function listItems(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The JSON value of an input for a JSON body: numbers, booleans and enum values get their type,
 * lists are split at commas, JSON inputs are parsed (kept as text when they do not parse), files
 * become base64 text. Undefined when the input is empty.
 */
export async function typedFieldValue(field: PlaygroundField, value: FieldValue): Promise<unknown> {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return bytesToBase64(bytes, field.encoding === 'base64url');
  }
  if (value === '') return undefined;
  if (field.kind === 'array')
    return listItems(value).map((item) => scalar(field.itemKind, field.itemOptions, item));
  if (field.kind === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return scalar(field.kind === 'file' ? 'string' : field.kind, field.options, value);
}
