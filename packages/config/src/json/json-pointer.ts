/** Appends one segment to a JSON Pointer (RFC 6901): `appendPointer('/a', 'b/c')` is `/a/b~1c`. */
export function appendPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** The pointer of the parent value, or undefined for the root pointer `""`. */
export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  const cut = pointer.lastIndexOf('/');
  return cut <= 0 ? '' : pointer.slice(0, cut);
}
