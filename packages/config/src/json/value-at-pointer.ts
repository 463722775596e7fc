/** The value at a JSON Pointer inside `root`, or undefined when there is none. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (
      typeof node !== 'object' ||
      node === null ||
      !Object.prototype.hasOwnProperty.call(node, key)
    )
      return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
