import { createLineIndex, type LineIndex, type Location } from '@quire/diagnostics';
import { parentPointer } from './json-pointer.js';

/** Where one value of the resolved config was written: its file and the offsets of its key and value. */
export interface SourceSpan {
  /** File relative to the docs root. */
  readonly file: string;
  readonly offset: number;
  readonly length: number;
  /** The property name's offset, when the value is the value of a property. */
  readonly keyOffset?: number;
  /** The file of the property name, when it differs from `file` (a `$ref` that replaced its object). */
  readonly keyFile?: string;
  readonly keyLength?: number;
}

/** Which part of a property a location points at. */
export type SourcePart = 'key' | 'value';

/** Source positions of every value of a resolved config, keyed by JSON Pointer (`""`, `/navigation/tabs/0`). */
export interface ConfigSources {
  /**
   * Where the value (or its property name) at `pointer` was written, in the file that holds it
   * (an included file for values that came from a `$ref`). A pointer that does not exist falls
   * back to its closest existing ancestor; undefined only when nothing was loaded.
   */
  locate(pointer: string, part?: SourcePart): Location | undefined;
  /** The raw span of `pointer`, without falling back to an ancestor. */
  span(pointer: string): SourceSpan | undefined;
}

/** Builds the `ConfigSources` of a resolved config from its spans and the texts of its files. */
export function createConfigSources(
  spans: ReadonlyMap<string, SourceSpan>,
  texts: ReadonlyMap<string, string>,
): ConfigSources {
  const indexes = new Map<string, LineIndex>();
  const indexOf = (file: string): LineIndex => {
    let index = indexes.get(file);
    if (!index) {
      index = createLineIndex(texts.get(file) ?? '');
      indexes.set(file, index);
    }
    return index;
  };
  const toLocation = (span: SourceSpan, part: SourcePart): Location => {
    const useKey = part === 'key' && span.keyOffset !== undefined;
    const offset = useKey ? (span.keyOffset ?? 0) : span.offset;
    const length = useKey ? (span.keyLength ?? 0) : span.length;
    const file = useKey ? (span.keyFile ?? span.file) : span.file;
    const index = indexOf(file);
    const start = index.position(offset);
    const end = index.position(offset + length);
    return {
      file,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
    };
  };
  return {
    span: (pointer) => spans.get(pointer),
    locate(pointer, part = 'value') {
      let current: string | undefined = pointer;
      while (current !== undefined) {
        const span = spans.get(current);
        if (span) return toLocation(span, part);
        current = parentPointer(current);
      }
      return undefined;
    },
  };
}
