import type { Diagnostic } from '@quire/diagnostics';
import { configDiagnostic } from './config-diagnostic.js';
import { readTextFile } from './files/read-text-file.js';
import { createConfigSources, type ConfigSources } from './json/config-sources.js';
import { JsonFiles, type ReadText } from './json/json-files.js';
import { RefResolver } from './json/ref-resolver.js';
import { CONFIG_FILE } from './find-docs-root.js';

export { CONFIG_FILE };

/** docs.json as loaded: the resolved value, where each part of it was written, and the problems found reading it. */
export interface LoadedConfig {
  /** The value with every `$ref` followed; undefined when docs.json is missing or is not valid JSON. */
  readonly value: unknown;
  /** Source positions of every value, by JSON Pointer. */
  readonly sources: ConfigSources;
  /** The text of docs.json and of every file it includes, by path relative to the docs root. */
  readonly texts: ReadonlyMap<string, string>;
  /** Syntax and `$ref` problems (schema and rule problems come from `validateConfig`). */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * JSON Pointers of values that a broken `$ref` left incomplete (a property or array entry left
   * out, an object without its included keys). Validation stays quiet about what is missing there.
   */
  readonly incomplete: readonly string[];
}

/**
 * Reads `<root>/docs.json`, follows every `$ref` (relative to the file that holds it; included
 * objects merged under their sibling keys, included arrays replacing their object) and keeps,
 * for each JSON Pointer of the result, the file and offsets it came from.
 */
const readConfigFile: ReadText = (path) => readTextFile(path, { explain: true });

export function loadConfig(root: string, readText: ReadText = readConfigFile): LoadedConfig {
  const files = new JsonFiles(root, readText);
  const parsed = files.parse(CONFIG_FILE);
  const done = (
    value: unknown,
    diagnostics: readonly Diagnostic[],
    resolver?: RefResolver,
  ): LoadedConfig => ({
    value,
    sources: createConfigSources(resolver?.spans ?? new Map(), files.texts),
    texts: files.texts,
    diagnostics,
    incomplete: resolver?.incomplete ?? [],
  });
  if (parsed.kind === 'missing') {
    return done(undefined, [
      configDiagnostic({
        code: 'config/not-found',
        message: `There is no readable ${CONFIG_FILE} in ${root}.`,
        hint: `Create ${CONFIG_FILE} there, or point Quire at the folder that holds it.`,
      }),
    ]);
  }
  if (parsed.kind === 'refused') {
    return done(undefined, [
      configDiagnostic({
        code: 'config/unreadable-file',
        message: `${CONFIG_FILE} was not read: ${parsed.reason}.`,
        hint: parsed.fix,
        at: { file: CONFIG_FILE, line: 1, column: 1 },
      }),
    ]);
  }
  if (parsed.kind === 'invalid') {
    const at = files.at(CONFIG_FILE, parsed.error.offset, parsed.error.length);
    const code = parsed.tooDeep ? 'config/too-deep' : 'config/json-syntax';
    return done(undefined, [
      configDiagnostic({ code, message: parsed.error.message, hint: parsed.error.hint, at }),
    ]);
  }
  const resolver = new RefResolver(files);
  const value = resolver.resolveFile(CONFIG_FILE, parsed.tree);
  return done(value, resolver.diagnostics, resolver);
}
