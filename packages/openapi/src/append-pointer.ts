/** `/a/b` + `c~d` → `/a/b/c~0d`: a JSON Pointer one level deeper. */
export function appendPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
