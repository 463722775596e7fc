import { posix } from 'node:path';
import { decodePointer, encodePointer, valueAt } from './json-pointer.js';

/** The documents a `$ref` can reach: the spec itself and the local files it refers to. */
export interface RefScope {
  readonly id: string;
  readonly document: unknown;
  readonly externalDocuments: Readonly<Record<string, unknown>>;
}

/** Where a `$ref` leads. `key` is stable: `<document>#<pointer>`. */
export interface ResolvedRef {
  readonly docId: string;
  readonly pointer: readonly string[];
  readonly value: unknown;
  readonly key: string;
}

/** The document id a `$ref` written in `fromDoc` points into (the file part only). */
export function refTargetDocument(fromDoc: string, ref: string): string {
  const hash = ref.indexOf('#');
  const file = hash === -1 ? ref : ref.slice(0, hash);
  if (file === '') return fromDoc;
  if (/^[a-z][a-z0-9+.-]*:/i.test(fromDoc)) {
    try {
      return new URL(file, fromDoc).href;
    } catch {
      return file;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(file)) return file;
  return posix
    .normalize(posix.join(posix.dirname(fromDoc), file))
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\//, '');
}

/** Follows one `$ref` written in document `fromDoc`; undefined when it leads nowhere. */
export function resolveRef(scope: RefScope, fromDoc: string, ref: string): ResolvedRef | undefined {
  const docId = refTargetDocument(fromDoc, ref);
  const doc = docId === scope.id ? scope.document : scope.externalDocuments[docId];
  if (doc === undefined) return undefined;
  const hash = ref.indexOf('#');
  const pointer = hash === -1 ? [] : decodePointer(ref.slice(hash));
  const value = valueAt(doc, pointer);
  if (value === undefined) return undefined;
  return { docId, pointer, value, key: `${docId}#${encodePointer(pointer)}` };
}
