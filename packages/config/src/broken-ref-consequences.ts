import type { Diagnostic } from '@quire/diagnostics';
import { parentPointer } from './json/json-pointer.js';
import { valueAtPointer } from './json/value-at-pointer.js';
import type { LoadedConfig } from './load-config.js';

const placeOf = (d: {
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}): string => `${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;

interface Consequence {
  readonly place: string;
  readonly codes: readonly string[];
  /** For a property left out: its name, which a missing-key message quotes. */
  readonly key?: string;
}

/**
 * A filter that drops diagnostics that only repeat a broken `$ref` already reported: the key it
 * left out reported as missing, an array left too short, an object missing the keys the file
 * would have brought, a navigation left without its organising element.
 */
export function brokenRefConsequences(loaded: LoadedConfig): (d: Diagnostic) => boolean {
  const consequences: Consequence[] = [];
  const places = (pointer: string) =>
    (['key', 'value'] as const).flatMap((part) => {
      const at = loaded.sources.locate(pointer, part);
      return at ? [placeOf(at)] : [];
    });
  for (const pointer of loaded.incomplete) {
    const value = valueAtPointer(loaded.value, pointer);
    if (value === undefined) {
      const parent = parentPointer(pointer) ?? '';
      const key = pointer
        .slice(pointer.lastIndexOf('/') + 1)
        .replace(/~1/g, '/')
        .replace(/~0/g, '~');
      for (const place of places(parent))
        consequences.push({
          place,
          codes: ['config/missing-key', 'nav/empty-root', 'nav/empty-group'],
          key,
        });
    } else if (Array.isArray(value)) {
      for (const place of places(pointer))
        consequences.push({ place, codes: ['config/invalid-value', 'nav/empty-group'] });
    } else {
      for (const place of places(pointer))
        consequences.push({
          place,
          codes: ['config/missing-key', 'nav/empty-root', 'nav/empty-group'],
        });
    }
  }
  if (consequences.length === 0) return () => true;
  return (d) =>
    !consequences.some(
      (c) =>
        c.place === placeOf(d) &&
        c.codes.includes(d.code) &&
        (c.key === undefined ||
          d.code !== 'config/missing-key' ||
          d.message.includes(`"${c.key}"`)),
    );
}
