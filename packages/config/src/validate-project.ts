import { sortDiagnostics, type Diagnostic } from '@quire/diagnostics';
import { join } from 'node:path';
import { createIgnoreFilter } from './files/create-ignore-filter.js';
import { IGNORE_FILE, scanProjectFiles, type LeftOutFile } from './files/list-project-files.js';
import { readTextFile, type ReadRefusal } from './files/read-text-file.js';
import { loadConfig, type LoadedConfig } from './load-config.js';
import type { SchemaValidator } from './schema/index.js';
import { validateConfig } from './validate-config.js';

export interface ProjectValidation {
  readonly root: string;
  readonly loaded: LoadedConfig;
  /** Project files relative to the root. */
  readonly files: readonly string[];
  /** What was left out of the files for safety (dotfiles, links out of the root), for a warning. */
  readonly leftOut: readonly LeftOutFile[];
  /** Entries that are there but never read (named pipes, devices), with why. */
  readonly unreadable: ReadonlyMap<string, ReadRefusal>;
  /** Every problem, sorted by file, line and column. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface ValidateProjectOptions {
  /** The schema validator (`createSchemaValidator()`); the docs.json schema's own when absent. */
  readonly schemaValidator?: SchemaValidator;
}

/**
 * Reads the docs repository at `root` (the folder holding docs.json) and validates its config against
 * the schema and the rules. `quire build` and `quire dev` start from this too, so that they report
 * every problem `quire validate` does, at the same place and with the same code.
 */
export function validateProject(
  root: string,
  options: ValidateProjectOptions = {},
): ProjectValidation {
  const loaded = loadConfig(root);
  const { files, leftOut, unreadable } = scanProjectFiles(root);
  const isIgnored = createIgnoreFilter(readTextFile(join(root, IGNORE_FILE)) ?? '');
  const diagnostics = validateConfig({
    loaded,
    files,
    isIgnored,
    unreadable,
    schemaValidator: options.schemaValidator,
  });
  return { root, loaded, files, leftOut, unreadable, diagnostics: sortDiagnostics(diagnostics) };
}
