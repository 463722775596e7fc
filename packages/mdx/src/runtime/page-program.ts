import type { Heading } from '../types.js';
import type { CompiledPage } from './create-compiled-page.js';
import type { ImportBindings, RunnableModule } from './evaluate-page.js';

/** One module of a page program. */
export interface ProgramModule extends RunnableModule {
  readonly file: string;
  readonly code: string | undefined;
}

/**
 * A compiled page as plain JSON data: what crosses into the page sandbox, where it is evaluated
 * (`evaluatePage`) with the sandbox's own component runtime.
 */
export interface PageProgram {
  readonly file: string;
  readonly headings: readonly Heading[];
  readonly modules: readonly ProgramModule[];
  /** For each module, each import specifier and the file it is bound to (null when the import failed). */
  readonly bindings: readonly (readonly [string, readonly (readonly [string, string | null])[]])[];
}

/** The plain data of a compiled page, for the sandbox. */
export function pageProgramOf(page: CompiledPage): PageProgram {
  return {
    file: page.file,
    headings: page.headings,
    modules: [...page.modules.values()].map((m) => ({
      file: m.file,
      kind: m.kind,
      code: m.code,
      components: m.components,
    })),
    bindings: [...page.bindings].map(
      ([file, map]) =>
        [
          file,
          [...map].map(([specifier, target]) => [specifier, target ?? null] as const),
        ] as const,
    ),
  };
}

/** The modules and bindings of a program, as `evaluatePage` takes them. */
export function programParts(program: PageProgram): {
  modules: Map<string, RunnableModule>;
  bindings: ImportBindings;
} {
  const modules = new Map(program.modules.map((m) => [m.file, m]));
  const bindings = new Map(
    program.bindings.map(([file, list]) => [
      file,
      new Map(list.map(([s, t]) => [s, t ?? undefined])),
    ]),
  );
  return { modules, bindings };
}
