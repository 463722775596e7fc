import { join } from 'node:path';
import type { Node } from 'jsonc-parser';
import { createLineIndex, type LineIndex, type Location } from '@quire/diagnostics';
import type { ReadRefusal } from '../files/read-text-file.js';
import type { JsonSyntaxError } from './describe-json-error.js';
import { parseJsonText } from './parse-json-text.js';

/** Reads a file by absolute path; undefined when it does not exist or cannot be read, a refusal when it must not be read (a pipe, a device, too large). */
export type ReadText = (absolutePath: string) => string | ReadRefusal | undefined;

export type ParsedFile =
  | { readonly kind: 'ok'; readonly tree: Node }
  | { readonly kind: 'missing' }
  | { readonly kind: 'refused'; readonly reason: string; readonly fix: string }
  | { readonly kind: 'invalid'; readonly error: JsonSyntaxError; readonly tooDeep: boolean };

/** The JSON files of one load: read once, parsed once, with line indexes for positions. */
export class JsonFiles {
  /** File (relative to the docs root) → text, for code frames. */
  readonly texts = new Map<string, string>();
  private readonly parsed = new Map<string, ParsedFile>();
  private readonly indexes = new Map<string, LineIndex>();

  constructor(
    private readonly root: string,
    private readonly readText: ReadText,
  ) {}

  parse(file: string): ParsedFile {
    const cached = this.parsed.get(file);
    if (cached) return cached;
    const raw = this.readText(join(this.root, file));
    let result: ParsedFile;
    if (raw === undefined) {
      result = { kind: 'missing' };
    } else if (typeof raw !== 'string') {
      result = { kind: 'refused', reason: raw.refused, fix: raw.fix };
    } else {
      const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      this.texts.set(file, text);
      const json = parseJsonText(text);
      result = json.tree
        ? { kind: 'ok', tree: json.tree }
        : {
            kind: 'invalid',
            error: json.error ?? { offset: 0, length: 0, message: 'Invalid JSON.', hint: '' },
            tooDeep: json.tooDeep ?? false,
          };
    }
    this.parsed.set(file, result);
    return result;
  }

  /** The location of `offset`..`offset + length` in `file`. */
  at(file: string, offset: number, length: number): Location {
    let index = this.indexes.get(file);
    if (!index) {
      index = createLineIndex(this.texts.get(file) ?? '');
      this.indexes.set(file, index);
    }
    const start = index.position(offset);
    const end = index.position(offset + length);
    return {
      file,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
    };
  }
}
