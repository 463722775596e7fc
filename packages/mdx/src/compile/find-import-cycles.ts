export interface ImportCycle {
  /** The module whose import closes the cycle. */
  readonly importer: string;
  readonly specifier: string;
  /** The files of the cycle, from the page's side. */
  readonly path: readonly string[];
}

/** Finds imports that close a cycle (depth-first from `entry`) and unbinds them, so that evaluation terminates. */
export function findImportCycles(
  entry: string,
  bindings: Map<string, Map<string, string | undefined>>,
): ImportCycle[] {
  const cycles: ImportCycle[] = [];
  const stack: string[] = [];
  const done = new Set<string>();
  const visit = (file: string): void => {
    stack.push(file);
    const bound = bindings.get(file);
    for (const [specifier, target] of bound ?? []) {
      if (target === undefined || done.has(target)) continue;
      const at = stack.indexOf(target);
      if (at >= 0) {
        cycles.push({ importer: file, specifier, path: [...stack.slice(at), target] });
        bound?.set(specifier, undefined);
      } else visit(target);
    }
    stack.pop();
    done.add(file);
  };
  visit(entry);
  return cycles;
}
